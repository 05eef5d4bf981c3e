// A document whose visibility tests can switch.
import type { VisibilitySource } from './queue';

export class FakeDocument implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  get listenerCount() {
    return this.listeners.size;
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    for (const l of this.listeners) l();
  }
}

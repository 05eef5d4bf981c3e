// Holds notifications back while the page is hidden (spec 000 §4): pushed items wait in order
// and are shown when the page becomes visible again. The visible maximum (5) is enforced by
// Mantine's notifications store, which queues the rest itself.

/** The part of `document` the queue needs (injectable for tests). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export class HiddenPageQueue<T> {
  private pending: T[] = [];

  constructor(
    private readonly show: (item: T) => void,
    private readonly doc: VisibilitySource | null = typeof document === 'undefined' ? null : document,
  ) {
    this.doc?.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  /** True while the page is hidden (nothing is shown then). */
  get isHidden(): boolean {
    return this.doc?.visibilityState === 'hidden';
  }

  /** Items waiting for the page to become visible. */
  get size(): number {
    return this.pending.length;
  }

  /** Shows the item now, or keeps it until the page is visible. */
  push(item: T): void {
    if (this.isHidden) this.pending.push(item);
    else this.show(item);
  }

  /** Shows every waiting item, oldest first. */
  flush(): void {
    const items = this.pending;
    this.pending = [];
    for (const item of items) this.show(item);
  }

  /** Drops waiting items that match (e.g. a notification closed before it was shown). */
  remove(match: (item: T) => boolean): void {
    this.pending = this.pending.filter((item) => !match(item));
  }

  clear(): void {
    this.pending = [];
  }

  /** Stops listening to the document. */
  dispose(): void {
    this.doc?.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.pending = [];
  }

  private readonly onVisibilityChange = (): void => {
    if (!this.isHidden) this.flush();
  };
}

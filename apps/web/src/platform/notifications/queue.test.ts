import { describe, expect, it, vi } from 'vitest';
import { FakeDocument } from './fake-document';
import { HiddenPageQueue } from './queue';

describe('HiddenPageQueue', () => {
  it('shows at once while the page is visible', () => {
    const doc = new FakeDocument();
    const show = vi.fn();
    const queue = new HiddenPageQueue<string>(show, doc);
    queue.push('a');
    expect(show).toHaveBeenCalledWith('a');
    expect(queue.size).toBe(0);
  });

  it('holds items while hidden and shows them in order when visible again', () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const shown: string[] = [];
    const queue = new HiddenPageQueue<string>((s) => shown.push(s), doc);
    queue.push('first');
    queue.push('second');
    queue.push('third');
    expect(shown).toEqual([]);
    expect(queue.size).toBe(3);

    doc.set('hidden'); // another hidden event changes nothing
    expect(shown).toEqual([]);

    doc.set('visible');
    expect(shown).toEqual(['first', 'second', 'third']);
    expect(queue.size).toBe(0);

    queue.push('fourth');
    expect(shown).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('drops a waiting item that was closed before it could show', () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const shown: number[] = [];
    const queue = new HiddenPageQueue<number>((n) => shown.push(n), doc);
    queue.push(1);
    queue.push(2);
    queue.remove((n) => n === 1);
    doc.set('visible');
    expect(shown).toEqual([2]);
  });

  it('stops listening when disposed', () => {
    const doc = new FakeDocument();
    const queue = new HiddenPageQueue<number>(() => {}, doc);
    expect(doc.listenerCount).toBe(1);
    queue.dispose();
    expect(doc.listenerCount).toBe(0);
  });

  it('works without a document (always visible)', () => {
    const show = vi.fn();
    new HiddenPageQueue<number>(show, null).push(1);
    expect(show).toHaveBeenCalledWith(1);
  });
});

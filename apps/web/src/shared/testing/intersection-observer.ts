import { vi } from 'vitest';

/**
 * An IntersectionObserver that reports nothing until the test says an element came near the viewport:
 * answers that function. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return function scrollIntoView(target: Element) {
    for (const { callback, targets } of observers)
      if (targets.includes(target))
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
}

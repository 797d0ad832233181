import { render } from '@testing-library/react';
import { useEdgeSwipeBlock } from '../use-edge-swipe-block';

function Harness() {
  useEdgeSwipeBlock();
  return (
    <div id="content">
      content
      <button type="button" aria-label="뒤로 가기">
        <span>‹</span>
      </button>
      <input aria-label="아이디" />
    </div>
  );
}

function touchAt(x: number, target: EventTarget = document.body) {
  const event = new Event('touchstart', { bubbles: true, cancelable: true }) as TouchEvent;
  Object.defineProperty(event, 'touches', { value: [{ clientX: x, clientY: 300 }] });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

function setPageWidths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(document.documentElement, 'scrollWidth', { value: scrollWidth, configurable: true });
  Object.defineProperty(document.documentElement, 'clientWidth', { value: clientWidth, configurable: true });
}

describe('edge-swipe block', () => {
  it('blocks a touch that starts within 20 px of the left edge', () => {
    setPageWidths(390, 390);
    render(<Harness />);
    expect(touchAt(5)).toBe(true);
    expect(touchAt(19)).toBe(true);
  });

  it('lets other touches through', () => {
    setPageWidths(390, 390);
    render(<Harness />);
    expect(touchAt(20)).toBe(false);
    expect(touchAt(200)).toBe(false);
  });

  it('lets an edge touch through when the page scrolls sideways', () => {
    setPageWidths(800, 390);
    render(<Harness />);
    expect(touchAt(5)).toBe(false);
  });

  it('lets an edge touch on a control through, so its whole touch target answers a tap', () => {
    setPageWidths(390, 390);
    const { getByRole } = render(<Harness />);
    expect(touchAt(10, getByRole('button', { name: '뒤로 가기' }).firstChild!)).toBe(false);
    expect(touchAt(18, getByRole('textbox', { name: '아이디' }))).toBe(false);
    expect(touchAt(10, document.getElementById('content')!)).toBe(true);
  });
});

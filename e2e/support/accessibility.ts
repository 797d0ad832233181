import type { Page } from 'playwright-core';

export interface AccessibilityProblem {
  element: string;
  problem: string;
}

/**
 * Checks what elderly users on phones need on the page as shown: body text of at least 17 px,
 * touch targets of at least 48 px, text contrast of at least 4.5:1, a label on every field.
 */
export function findAccessibilityProblems(page: Page): Promise<AccessibilityProblem[]> {
  return page.evaluate(() => {
    const problems: { element: string; problem: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const parse = (color: string) => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const [r, g, b, a = 1] = match[1].split(/[,\s/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundOf = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && color.a > 0.5) return color;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };

    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element)) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (ownText && !element.closest('[aria-hidden="true"]')) {
        const style = getComputedStyle(element);
        const size = parseFloat(style.fontSize);
        if (size < 17) problems.push({ element: describe(element), problem: `font-size ${size}px < 17px` });
        const foreground = parse(style.color);
        if (foreground) {
          const [light, dark] = [luminance(foreground), luminance(backgroundOf(element))].sort((x, y) => y - x);
          const ratio = (light + 0.05) / (dark + 0.05);
          const disabled = (element.closest('button, input, select, textarea') as HTMLButtonElement | null)?.disabled;
          if (ratio < 4.5 && !disabled) problems.push({ element: describe(element), problem: `contrast ${ratio.toFixed(2)}:1 < 4.5:1` });
        }
      }
    }
    for (const control of document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=radio], [role=switch]')) {
      if (!visible(control)) continue;
      const target = control.matches('input[type=checkbox], input[type=radio]') ? control.closest('label') ?? control : control;
      const rect = target.getBoundingClientRect();
      if (rect.height < 48 || rect.width < 48) {
        problems.push({ element: describe(control), problem: `touch target ${Math.round(rect.width)}x${Math.round(rect.height)} < 48x48` });
      }
    }
    for (const field of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
      const labelled =
        (field as HTMLInputElement).labels?.length || field.getAttribute('aria-label') || field.getAttribute('aria-labelledby');
      if (!labelled) problems.push({ element: describe(field), problem: 'field without a label' });
    }
    return problems;
  });
}

/** axe-core's violations on the page as shown (rule id, impact and the first offending elements). */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null | undefined; targets: string[] }[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => String(node.target.join(' '))),
    }));
  });
}

/**
 * What breaks at 200 % zoom on a 360 px phone (the page is shown 180 CSS px wide): sideways
 * scrolling, and controls squeezed under 48 px. Call after setting a 180 px wide viewport.
 */
export function zoomedLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`page ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    for (const control of document.querySelectorAll('input:not([type=checkbox]):not([type=file]), select, textarea, button, a[href]')) {
      const { width } = control.getBoundingClientRect();
      if (width > 0 && width < 48) problems.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 20)}" ${Math.round(width)}px wide`);
    }
    return problems;
  });
}

/** Rows that must never wrap on a phone: the seven weekday circles, the five rating stars. */
const ONE_ROW = ['.vol-week__days', '.elderly-stars'];

/**
 * What breaks on the narrowest phones (320 and 360 px wide): sideways scrolling, and a row of
 * ONE_ROW on the page that wraps (its items' tops differ, as 일 alone on a second row did).
 * Restores the viewport it found.
 */
export async function narrowPhoneProblems(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const problems: string[] = [];
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: viewport.height });
    problems.push(
      ...(await page.evaluate(
        ({ phoneWidth, rows }) => {
          const found: string[] = [];
          if (document.documentElement.scrollWidth > window.innerWidth) found.push(`${phoneWidth}px: page ${document.documentElement.scrollWidth}px wide`);
          for (const selector of rows) {
            for (const row of document.querySelectorAll(selector)) {
              const tops = new Set([...row.children].map((item) => Math.round(item.getBoundingClientRect().top)));
              if (tops.size > 1) found.push(`${phoneWidth}px: ${selector} wraps to ${tops.size} rows`);
              const right = row.getBoundingClientRect().right;
              if ([...row.children].some((item) => item.getBoundingClientRect().right > right + 1)) found.push(`${phoneWidth}px: ${selector} overflows its box`);
            }
          }
          return found;
        },
        { phoneWidth: width, rows: ONE_ROW },
      )),
    );
  }
  await page.setViewportSize(viewport);
  return problems;
}

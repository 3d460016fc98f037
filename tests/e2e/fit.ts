/**
 * Whether a screen fits a phone: the page does not scroll sideways and no visible element reaches past the right edge,
 * unless it sits in a box that scrolls sideways by itself (a table, a row of tabs) and that box fits; no text is cut by
 * an ellipsis or clipped by a box that hides it, nor a field's value at the field's edge; on a touch screen, no control is smaller than a finger (smallTapTargets).
 * Used by the walk of every screen (routes-a11y.test.ts) at 400 and 360 px.
 */
import type { Page } from 'playwright-core';

/** What sticks out past the viewport's right edge on this screen: the page's own width, and each element named. */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const name = (element: Element) => {
      const classes = [...element.classList].filter((c) => c.startsWith('mantine-')).join('.');
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const clips = getComputedStyle(element);
      if (box.width > 1 && element.scrollWidth > element.clientWidth + 1) {
        if (clips.textOverflow === 'ellipsis') found.push(`${name(element)} is cut to ${Math.round(box.width)} px`);
        // Words cut without an ellipsis: a label in a box that hides what does not fit (a button's, for one).
        else if (
          ['hidden', 'clip'].includes(clips.overflowX) &&
          clips.whiteSpace === 'nowrap' &&
          (element as HTMLElement).innerText?.trim()
        )
          found.push(`${name(element)} is clipped to ${Math.round(box.width)} px`);
      }
      // A field's value cut at its edge ("France (" for "France (+33)"): an input scrolls its text instead of wrapping it.
      if (
        element instanceof HTMLInputElement &&
        element.value &&
        !['checkbox', 'radio', 'file', 'hidden', 'date', 'range'].includes(element.type)
      ) {
        if (box.width > 1 && element.scrollWidth > element.clientWidth + 1)
          found.push(`${name(element)} shows its value "${element.value.slice(0, 40)}" cut`);
      }
      if (box.right <= width + 0.5 || box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      let ancestor = element.parentElement;
      while (ancestor && !scrollsSideways(ancestor)) ancestor = ancestor.parentElement;
      if (
        ancestor &&
        ancestor !== document.documentElement &&
        ancestor !== document.body &&
        ancestor.getBoundingClientRect().right <= width + 0.5
      )
        continue;
      // One finding per outermost element: its children sticking out with it are the same fault.
      const parent = element.parentElement;
      if (parent && parent.getBoundingClientRect().right > width + 0.5 && parent !== document.body) continue;
      found.push(`${name(element)} reaches ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/** The size a finger needs (WCAG 2.5.5, Apple's and Google's guides): 44 × 44 CSS px. */
export const TAP_TARGET = 44;

/**
 * The controls of this screen smaller than a finger on a touch screen (TAP_TARGET each way), each named with its size.
 * A control is a button, a link, a tab, a radio, a box, a switch, a field; a box or radio counts with its label (tapped
 * too). Not counted: disabled or hidden controls, a link inside a sentence (WCAG 2.5.5's inline exception), and those
 * matching one of `allowed` (CSS selectors, each with its reason where it is given).
 */
export function smallTapTargets(page: Page, allowed: string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ allowed, size }) => {
      const found: string[] = [];
      const controls = document.body.querySelectorAll(
        'button, a[href], [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=combobox], input:not([type=hidden]), select, textarea',
      );
      const name = (element: Element) => {
        const text = (
          element.getAttribute('aria-label') ??
          (element as HTMLElement).innerText ??
          element.getAttribute('placeholder') ??
          ''
        ).trim();
        const label = text || ((element as HTMLInputElement).labels?.[0]?.innerText ?? '').trim();
        return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${label.replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
        }
        return !element.closest('[aria-hidden="true"], [inert]');
      };
      for (const element of controls) {
        if (
          (element as HTMLButtonElement).disabled ||
          element.getAttribute('aria-disabled') === 'true' ||
          !shown(element)
        )
          continue;
        // Off the screen sideways (a closed menu drawn beside it): not where a finger can reach now.
        const box = element.getBoundingClientRect();
        if (box.right <= 0 || box.left >= document.documentElement.clientWidth) continue;
        if (allowed.some((selector) => element.matches(selector))) continue;
        // A link in a sentence: its line's height is the sentence's.
        if (
          element.tagName === 'A' &&
          element.parentElement &&
          element.parentElement.innerText.trim().length > (element as HTMLElement).innerText.trim().length + 1
        )
          if (getComputedStyle(element).display === 'inline') continue;
        // A control inside another (an icon button's svg wrapper, a native box in a styled one) is the outer one's target.
        if (element.parentElement?.closest('button, a[href], [role=button]')) continue;
        const boxes = [
          element.getBoundingClientRect(),
          ...[...((element as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect()),
        ];
        const left = Math.min(...boxes.map((box) => box.left));
        const right = Math.max(...boxes.map((box) => box.right));
        const top = Math.min(...boxes.map((box) => box.top));
        const bottom = Math.max(...boxes.map((box) => box.bottom));
        if (right - left < size - 0.5 || bottom - top < size - 0.5)
          found.push(`${name(element)} is ${Math.round(right - left)} × ${Math.round(bottom - top)} px`);
      }
      return found;
    },
    { allowed, size: TAP_TARGET },
  );
}

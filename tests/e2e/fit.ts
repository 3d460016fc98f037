/**
 * Whether a screen fits a phone: the page does not scroll sideways and no visible element reaches past the right edge,
 * unless it sits in a box that scrolls sideways by itself (a table, a row of tabs) and that box fits; no text is cut by
 * an ellipsis or clipped by a box that hides it. Used by the walk of every screen (routes-a11y.test.ts) at 400 and 360 px.
 */
import type { Page } from 'playwright-core';

/** What sticks out past the viewport's right edge on this screen: the page's own width, and each element named. */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const name = (element: Element) => {
      const classes = [...element.classList].filter((c) => c.startsWith('mantine-')).join('.');
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const clips = getComputedStyle(element);
      if (box.width > 1 && element.scrollWidth > element.clientWidth + 1) {
        if (clips.textOverflow === 'ellipsis') found.push(`${name(element)} is cut to ${Math.round(box.width)} px`);
        // Words cut without an ellipsis: a label in a box that hides what does not fit (a button's, for one).
        else if (['hidden', 'clip'].includes(clips.overflowX) && clips.whiteSpace === 'nowrap' && (element as HTMLElement).innerText?.trim())
          found.push(`${name(element)} is clipped to ${Math.round(box.width)} px`);
      }
      if (box.right <= width + 0.5 || box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      let ancestor = element.parentElement;
      while (ancestor && !scrollsSideways(ancestor)) ancestor = ancestor.parentElement;
      if (ancestor && ancestor !== document.documentElement && ancestor !== document.body && ancestor.getBoundingClientRect().right <= width + 0.5) continue;
      // One finding per outermost element: its children sticking out with it are the same fault.
      const parent = element.parentElement;
      if (parent && parent.getBoundingClientRect().right > width + 0.5 && parent !== document.body) continue;
      found.push(`${name(element)} reaches ${Math.round(box.right)} px`);
    }
    return found;
  });
}

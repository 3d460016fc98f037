/**
 * Props that let a button's words wrap on a narrow screen (French, a long name, a 360 px phone) rather than be cut;
 * it keeps a button's height, a finger's on a touch screen (`--touch-target-min`, src/app/touch.css).
 */
export const WRAPPING_BUTTON = {
  h: 'auto',
  mih: 'max(var(--button-height), var(--touch-target-min, 0px))',
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
} as const;

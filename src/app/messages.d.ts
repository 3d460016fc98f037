/** A catalogue imported with `?messages`: compiled for Lingui at build time (catalogues-plugin.ts). */
declare module '*?messages' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}

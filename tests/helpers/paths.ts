export const TEMPLATE_PATH = '.tmp/pglite-template.tgz';

/** Each test run has its own seeded database template, so parallel runs on one machine never share it. */
export const templatePath = () => process.env.PAYWAY_TEMPLATE ?? '.tmp/pglite-template.tgz';

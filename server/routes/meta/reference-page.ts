import { buildOpenApi } from './openapi';

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A self-contained API reference page (no third-party scripts), rendered from the OpenAPI document. */
export function renderReferencePage() {
  const doc = buildOpenApi();
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods) as Array<[string, Record<string, unknown>]>) {
      const tag = (op.tags as string[])[0];
      const request = op.requestBody
        ? JSON.stringify(
            (op.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json'].schema,
            null,
            2,
          )
        : '';
      const content = (op.responses as Record<string, { content: Record<string, { schema: unknown }> }>)[200].content;
      const response = JSON.stringify(Object.values(content)[0].schema, null, 2);
      const params = (op.parameters as Array<{ name: string; in: string; required: boolean }>)
        .map((p) => `<code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''})`)
        .join(', ');
      const html = `<section id="${escape(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api/v1${escape(path)}</code></h3>
<p>${escape(op.summary)}${op.security ? ' <em>Bearer token required.</em>' : ''}</p>
${params ? `<p>Parameters: ${params}</p>` : ''}
${request ? `<details><summary>Request body</summary><pre>${escape(request)}</pre></details>` : ''}
<details><summary>Response 200</summary><pre>${escape(response)}</pre></details></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, items]) => `<h2>${escape(tag)}</h2>${items.join('\n')}`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payway API reference</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;line-height:1.5;color:#212529;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e9ecef;background:#1a1b1e}pre{background:#25262b!important}}
pre{background:#f1f3f5;padding:8px;overflow:auto;border-radius:6px}.m{font-weight:700;font-size:13px;padding:2px 6px;border-radius:4px;color:#fff}
.get{background:#1c7ed6}.post{background:#2f9e44}.delete{background:#e03131}section{border-top:1px solid #dee2e6;padding:4px 0}
</style></head><body><h1>Payway API reference</h1>
<p>Base path <code>/api/v1</code>. Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a>. Errors are JSON <code>{ "errorMessage": string, "fieldErrors"?: object }</code>.
Mutations accept an <code>Idempotency-Key</code> header.</p>${sections}</body></html>`;
}

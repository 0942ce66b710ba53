// A 2026-07-28 MCP server for Courier's dev.courier.mcp tests, built on the official
// TypeScript SDK (@modelcontextprotocol/server + @modelcontextprotocol/node).
// Usage: node server.mjs --port <port> [--require-header Name=Value] [--sse]
// Prints "LISTENING <port>" on stdout once it accepts connections.
import { createServer } from 'node:http';
import { Server, createMcpHandler, ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const port = Number(opt('--port') ?? 0);
const required = opt('--require-header'); // "Name=Value": refuse requests without it (credential check)

// Templates, paged two per page; the second page is reached through an empty-string cursor,
// which 2026-07-28 allows ("only an absent cursor ends the list").
export const TEMPLATES = [
  {
    uriTemplate: 'crm://signals/{id}',
    name: 'signal',
    title: 'CRM signal',
    description: 'One buying signal by id',
    mimeType: 'text/plain',
    icons: [{ src: 'https://example.test/signal.png', mimeType: 'image/png', sizes: ['48x48'] }],
    annotations: { audience: ['assistant'], priority: 0.7, lastModified: '2026-01-02T03:04:05Z' },
    _meta: { 'example.test/owner': 'sales', nested: { a: [1, 2, { b: null }] } },
    'x-unknown-field': { kept: true }
  },
  { uriTemplate: 'crm://accounts/{account}/contacts{?page,limit}', name: 'contacts', description: 'Contacts of an account' },
  { uriTemplate: 'crm://notes/{+path}', name: 'notes', title: 'Notes', mimeType: 'text/markdown' },
  { uriTemplate: 'crm://deals/{id}', name: 'deal' }
];
const PAGES = [['', TEMPLATES.slice(0, 2)], ['p2', TEMPLATES.slice(2, 3)], ['p3', TEMPLATES.slice(3)]];
// cursor -> [page, next]: undefined starts, '' is page 2 (empty string is a valid cursor), 'p2' page 3.
function page(cursor) {
  if (cursor === undefined || cursor === null) return { items: PAGES[0][1], next: '' };
  if (cursor === '') return { items: PAGES[1][1], next: 'p2' };
  if (cursor === 'p2') return { items: PAGES[2][1], next: undefined };
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'bad cursor');
}

const RECORDS = {
  'crm://signals/42': [
    { uri: 'crm://signals/42', mimeType: 'text/plain', text: 'ACME opened the pricing page 3 times',
      _meta: { 'example.test/score': 0.93 }, annotations: { audience: ['user', 'assistant'], priority: 0.5 } },
    { uri: 'crm://signals/42#raw', mimeType: 'application/octet-stream', blob: 'AAECAwQ=' }
  ],
  'crm://signals/ünïcode': [{ uri: 'crm://signals/ünïcode', text: 'non-ascii uri' }],
  'crm://notes/a/b': [{ uri: 'crm://notes/a/b', mimeType: 'text/markdown', text: '# note' }],
  // For Courier's resolve tests (run with maxChars = 100).
  'crm://deals/exact': [{ uri: 'crm://deals/exact', mimeType: 'text/plain', text: 'x'.repeat(100) }],
  'crm://deals/long': [{ uri: 'crm://deals/long', mimeType: 'text/plain', text: 'x'.repeat(101) }],
  'crm://deals/accents': [{ uri: 'crm://deals/accents', text: '\u00e9'.repeat(100) }],
  'crm://deals/emoji': [{ uri: 'crm://deals/emoji', text: '\u{1F600}'.repeat(50) }],
  'crm://deals/empty': [],
  'crm://deals/split': [
    { uri: 'crm://deals/split', mimeType: 'text/plain', text: 'x'.repeat(60), _meta: { part: 1 } },
    { uri: 'crm://deals/split#2', mimeType: 'text/plain', text: 'y'.repeat(41), annotations: { priority: 1 } }
  ],
  'crm://deals/multi': [
    { uri: 'crm://deals/multi', mimeType: 'application/json', text: '{"id":7,"amount":1.50}',
      _meta: { 'example.test/rev': 3, nested: [null, true] }, annotations: { audience: ['user'], priority: 0.25 } },
    { uri: 'crm://deals/multi#notes', text: 'second item', 'x-unknown': { kept: [1, 2] } }
  ]
};

function factory() {
  const server = new Server({ name: 'crm-modern', version: '1.0.0' }, { capabilities: { resources: {} } });
  server.setRequestHandler('resources/templates/list', async (request) => {
    const { items, next } = page(request.params?.cursor);
    return { resourceTemplates: items, ...(next !== undefined && { nextCursor: next }) };
  });
  server.setRequestHandler('resources/read', async (request) => {
    const contents = RECORDS[request.params.uri];
    if (!contents) throw new ProtocolError(-32602, `Resource not found: ${request.params.uri}`, { uri: request.params.uri });
    return { contents };
  });
  return server;
}

const handler = toNodeHandler(createMcpHandler(factory, args.includes('--sse') ? { responseMode: 'sse' } : {}));
const http = createServer((req, res) => {
  if (required) {
    const [name, value] = required.split(/=(.*)/s);
    if (req.headers[name.toLowerCase()] !== value) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('missing credential');
      return;
    }
  }
  handler(req, res);
});
http.listen(port, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${http.address().port}\n`);
});
process.on('SIGTERM', () => { http.close(); process.exit(0); });

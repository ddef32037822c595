// Test helper (not shipped: only *.test.ts import it): a tiny real HTTP server whose routes return
// whatever a test needs, including replies no correct platform would send, and which records
// every request exactly as it arrived on the wire.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export type RouteHandler = (req: RecordedRequest, res: ServerResponse) => void;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  route(method: string, path: string, handler: RouteHandler): void;
  hits(path: string): number;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${path}`);
      if (handler) handler(recorded, res);
      else sendJson(res, 404, { success: false, value: null, message: 'no route', errorCode: 'not.found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route: (method, path, handler) => routes.set(`${method} ${path}`, handler),
    hits: (path) => requests.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

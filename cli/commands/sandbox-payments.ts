/**
 * wl sandbox payments list|approve|reject: the operator's side of deposits and withdrawals, through
 * the admin API of a running sandbox (`--url`, default http://localhost:8080). The admin token comes
 * from --token, ADMIN_TOKEN, or the file the sandbox writes (DATA_DIR/admin-token, DATA_DIR default .data).
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { formatRupeesFromPaise } from '../../domain/format';

export const DEFAULT_SANDBOX_URL = 'http://localhost:8080';

export interface SandboxCall {
  url: string;
  token: string;
}

interface WireRequest {
  refrenceNo: string;
  type: string;
  status: string;
  amount: number;
  method: string;
  utr: string | null;
  payoutAccount: { kind: string; accountNumber: string | null; ifsc: string | null; upiId: string | null } | null;
  memberCode: string | null;
  reason: string | null;
  createdAt: string;
}

/** The token to send: given, from ADMIN_TOKEN, or read from the sandbox's data folder. */
export function adminToken(root: string, given: string | undefined, env: NodeJS.ProcessEnv = process.env): string | null {
  if (given) return given;
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const dataDir = env.DATA_DIR ? (isAbsolute(env.DATA_DIR) ? env.DATA_DIR : join(root, env.DATA_DIR)) : join(root, '.data');
  const file = join(dataDir, 'admin-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

async function callAdmin(call: SandboxCall, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ ok: boolean; body: { success?: boolean; message?: string; result?: unknown } }> {
  const url = `${call.url.replace(/\/+$/, '')}/api/admin/${path}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers: { authorization: `Bearer ${call.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  } catch {
    return { ok: false, body: { message: `Cannot reach the sandbox at ${call.url}: is it running (npm start)? Use --url to point at another.` } };
  }
  const text = await response.text();
  try {
    return { ok: response.ok, body: JSON.parse(text) as { message?: string } };
  } catch {
    return { ok: false, body: { message: `${call.url} answered ${response.status} without JSON: is it the sandbox exchange?` } };
  }
}

const rupees = (amount: number) => formatRupeesFromPaise(Math.round(amount * 100));

function describeRequest(r: WireRequest): string {
  const where = r.type === 'deposit' ? `UTR ${r.utr}` : r.payoutAccount?.kind === 'upi' ? `to ${r.payoutAccount.upiId}` : `to ${r.payoutAccount?.accountNumber} ${r.payoutAccount?.ifsc}`;
  const reason = r.reason ? `  reason: ${r.reason}` : '';
  return `${r.refrenceNo}  ${r.type.padEnd(10)} ${r.status.padEnd(9)} ${rupees(r.amount).padStart(14)}  ${r.method.padEnd(4)} ${r.memberCode ?? '?'}  ${where}  ${r.createdAt}${reason}`;
}

export async function paymentsList(call: SandboxCall, filter: { status?: string; type?: string }, log: (line: string) => void = console.log): Promise<number> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  const answer = await callAdmin(call, 'GET', `payment-requests${query ? `?${query}` : ''}`);
  if (!answer.ok) {
    log(`✗ ${answer.body.message ?? 'The sandbox refused the request.'}`);
    return 1;
  }
  const requests = answer.body.result as WireRequest[];
  if (requests.length === 0) log(`No ${filter.status ?? ''}${filter.status ? ' ' : ''}payment requests.`);
  requests.forEach((r) => log(describeRequest(r)));
  return 0;
}

export async function paymentsDecide(call: SandboxCall, id: string, decision: { approve: true } | { approve: false; reason: string }, log: (line: string) => void = console.log): Promise<number> {
  if (!decision.approve && !decision.reason.trim()) {
    log('✗ Give a reason for the rejection with --reason "...".');
    return 1;
  }
  const answer = await callAdmin(call, 'POST', `payment-requests/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'reject'}`, decision.approve ? undefined : { reason: decision.reason });
  if (!answer.ok) {
    log(`✗ ${answer.body.message ?? 'The sandbox refused the request.'}`);
    return 1;
  }
  log(`✓ ${answer.body.message}`);
  log(describeRequest(answer.body.result as WireRequest));
  return 0;
}

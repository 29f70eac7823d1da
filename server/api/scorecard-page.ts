/** A small scorecard page for the match centre's frame; it refreshes itself every few seconds. */
import { escapeXml } from '../../domain/text/escape-xml';
import type { EventScore, FeedEvent } from '../feed/simulator';

const escape = (text: unknown) => escapeXml(String(text));

export function scorecardPage(event: FeedEvent, score: EventScore | null): string {
  let body = '<p>Starts soon.</p>';
  if (score?.kind === 'cricket') {
    body = score.innings
      .map((i) => `<div class="row"><b>${escape(i.team)}</b><span>${escape(i.runs)}/${escape(i.wickets)} (${escape(i.overs)})</span></div><div class="balls">${i.recent.map((b) => `<i class="b${escape(b)}">${escape(b)}</i>`).join('')}</div>`)
      .join('');
    if (score.target) body += `<p>Target ${escape(score.target)}</p>`;
  } else if (score?.kind === 'football') {
    body = `<div class="row"><b>${escape(event.runners[0]?.name)} ${escape(score.goals[0])} – ${escape(score.goals[1])} ${escape(event.runners[2]?.name)}</b><span>${escape(score.minute)}'</span></div>`;
  } else if (score?.kind === 'tennis') {
    body = `<div class="row"><b>${escape(event.runners[0]?.name)}</b><span>${escape(score.sets[0])} sets, ${escape(score.games[0])} games</span></div><div class="row"><b>${escape(event.runners[1]?.name)}</b><span>${escape(score.sets[1])} sets, ${escape(score.games[1])} games</span></div>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="4"><title>${escape(event.name)} scorecard</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:#10141b;color:#f2f4f7;padding:12px}h1{font-size:15px;margin:0 0 8px}.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #2a3140}.balls{display:flex;gap:4px;padding:6px 0}.balls i{font-style:normal;width:22px;height:22px;border-radius:50%;background:#2a3140;display:grid;place-items:center;font-size:12px}.balls .b4,.balls .b6{background:#1f7a4d}.balls .bW{background:#b42318}</style></head>
<body><h1>${escape(event.name)}</h1>${body}</body></html>`;
}

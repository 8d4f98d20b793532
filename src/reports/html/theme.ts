// The look of every HTML page: the colours of the light and dark themes and the stylesheet built from them.

/** The colours of one theme. Text colours (fg, muted, link, warn, bad, good) pass WCAG AA on bg and card. */
export interface Theme {
  bg: string;
  fg: string;
  muted: string;
  card: string;
  border: string;
  /** Chart fill and focus ring. */
  bar: string;
  /** A second chart series (B in a comparison). */
  bar2: string;
  track: string;
  link: string;
  warn: string;
  bad: string;
  good: string;
}

export const THEMES: { light: Theme; dark: Theme } = {
  light: {
    bg: '#ffffff',
    fg: '#1f2328',
    muted: '#59636e',
    card: '#f6f8fa',
    border: '#d1d9e0',
    bar: '#0969da',
    bar2: '#8250df',
    track: '#dde4ea',
    link: '#0969da',
    warn: '#9a6700',
    bad: '#b42318',
    good: '#1a7f37',
  },
  dark: {
    bg: '#0d1117',
    fg: '#e6edf3',
    muted: '#9198a1',
    card: '#151b23',
    border: '#3d444d',
    bar: '#4493f8',
    bar2: '#ab7df8',
    track: '#2a313c',
    link: '#4493f8',
    warn: '#d29922',
    bad: '#f47067',
    good: '#3fb950',
  },
};

/** Text drawn on a badge's colour. */
export const BADGE_TEXT_COLOUR = '#ffffff';

function themeVars(t: Theme): string {
  return Object.entries(t)
    .map(([k, v]) => `--${k}:${v}`)
    .join(';');
}

export const STYLE = `
:root{color-scheme:light dark;${themeVars(THEMES.light)}}
@media (prefers-color-scheme:dark){:root{${themeVars(THEMES.dark)}}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:1200px;margin:0 auto;padding:24px}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--bar);outline-offset:2px}
h1{font-size:1.6rem;margin:.2em 0}
h2{font-size:1.25rem;margin:1.6em 0 .6em;border-bottom:1px solid var(--border);padding-bottom:.3em}
h3{font-size:1.05rem;margin:1.2em 0 .4em}
.muted{color:var(--muted)}
.eyebrow{margin:0;color:var(--muted)}
.hero{display:flex;flex-wrap:wrap;gap:24px;align-items:center;background:var(--card);border:1px solid var(--border);border-radius:10px;padding:18px 22px}
.score{font-size:3rem;font-weight:700;line-height:1}
.score small{font-size:1rem;font-weight:400;color:var(--muted)}
.badge{display:inline-block;padding:.15em .75em;border-radius:999px;color:${BADGE_TEXT_COLOUR};font-weight:600;white-space:nowrap}
.dot{display:inline-block;width:.75em;height:.75em;border-radius:50%;margin-right:.35em;vertical-align:-.05em}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(125px,1fr));gap:12px}
.stat{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:10px 14px}
.stat b{display:block;font-size:1.4rem}
.sides{grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
table{border-collapse:collapse;width:100%;margin:.4em 0 1em}
caption{text-align:left;color:var(--muted);padding:.3em 0}
th,td{border-bottom:1px solid var(--border);padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:var(--card)}
tbody th{font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
th.num button{text-align:right}
td.small{font-size:.9em}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;overflow-wrap:anywhere}
.flag{border-left:4px solid var(--warn);background:var(--card);padding:8px 12px;margin:8px 0;border-radius:4px}
.flag.level-high{border-left-color:var(--bad)}
.flag.level-low,.flag.level-info{border-left-color:var(--bar)}
.fix{margin-top:4px}
.level{font-weight:600;color:var(--muted)}.level.level-high{color:var(--bad)}.level.level-medium{color:var(--warn)}
.gate-pass{color:var(--good)}.gate-fail{color:var(--bad)}
.up{color:var(--good)}.down{color:var(--bad)}
svg text{fill:var(--fg);font:12px system-ui,sans-serif}
svg .muted{fill:var(--muted)}
svg .track{fill:var(--track)}svg .fill{fill:var(--bar)}svg .fill2{fill:var(--bar2)}
svg .none{fill:none;stroke:var(--muted);stroke-dasharray:3 3}
svg .axis{stroke:var(--border)}
.legend{display:flex;gap:16px;flex-wrap:wrap;margin:.2em 0 .6em}
.swatch{display:inline-block;width:.9em;height:.9em;border-radius:2px;margin-right:.35em;vertical-align:-.1em}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0}
.controls label{display:flex;gap:6px;align-items:center}
input,select{font:inherit;padding:4px 6px;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:6px}
th button{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:0;cursor:pointer;text-align:left;white-space:nowrap}
.nowrap{white-space:nowrap}
#targets tbody th{min-width:15em}
td code,th code{overflow-wrap:break-word}
th button::after{content:" ↕";color:var(--muted)}
th[aria-sort=ascending] button::after{content:" ▲";color:inherit}
th[aria-sort=descending] button::after{content:" ▼";color:inherit}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.warn{color:var(--warn)}
`;

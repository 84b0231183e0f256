/**
 * The pages' styles: phone first (390 px wide), one centred column of at most 480 px on a
 * desktop, dark with the product's accent colour, touch targets of at least 44 px, and the
 * extra line height Thai needs.
 */
export const PAGE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{background:var(--page-bg);color:#f5f5f5;font-family:system-ui,'Noto Sans Thai','Sarabun',Tahoma,sans-serif;line-height:1.6;-webkit-text-size-adjust:100%}
.sandbox-bar{position:sticky;top:0;z-index:10;background:#ffcc00;color:#111;text-align:center;font-weight:800;font-size:14px;padding:6px 8px;letter-spacing:.02em}
.column{max-width:480px;margin:0 auto;padding:12px 12px 96px;background:rgba(0,0,0,.62);min-height:calc(100vh - 34px)}
header{display:flex;align-items:center;gap:10px;margin-bottom:10px}
header img{width:48px;height:48px;border-radius:10px;flex:none}
header h1{font-size:20px;margin:0;line-height:1.3;word-break:keep-all;overflow-wrap:anywhere}
header .product{font-size:13px;color:var(--accent)}
.lobby{display:inline-flex;align-items:center;min-height:44px;padding:0 12px;border-radius:10px;background:rgba(255,255,255,.12);color:#fff;text-decoration:none;font-weight:700;margin-right:auto}
.top-links{display:flex;gap:8px;margin-bottom:8px}
.demo-badge{display:inline-block;background:#2d6cdf;color:#fff;border-radius:8px;padding:2px 10px;font-size:13px;font-weight:700}
.balance{display:flex;align-items:center;gap:10px;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.15);border-radius:14px;padding:10px 12px;margin-bottom:10px}
.balance .label{font-size:13px;opacity:.8}
.balance strong{display:block;font-size:28px;line-height:1.2;font-variant-numeric:tabular-nums}
.balance .amount{flex:1}
button,.button{min-height:44px;min-width:44px;border:0;border-radius:12px;padding:0 14px;font:inherit;font-weight:700;cursor:pointer;background:rgba(255,255,255,.14);color:#fff;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
button:disabled{opacity:.5;cursor:default}
button.primary{background:var(--accent);color:#111;font-size:20px;min-height:56px;width:100%}
button.selected{outline:3px solid var(--accent);background:rgba(255,255,255,.24)}
.message{min-height:28px;margin:6px 0;font-weight:700}
.message.error{color:#ff8a80}
.message.win{color:#9cff9c}
.chips{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
.chips button{flex:1 0 56px}
.section-title{font-size:15px;margin:14px 0 6px;color:var(--accent)}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:rgba(0,0,0,.45);border:3px solid var(--accent);border-radius:16px;padding:8px;margin:8px 0}
.reels div{aspect-ratio:1;display:flex;align-items:center;justify-content:center;font-size:34px;background:rgba(255,255,255,.9);color:#111;border-radius:10px}
.reels div.hit{background:var(--accent);box-shadow:0 0 0 3px #fff inset}
.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.grid button{min-height:64px;flex-direction:column;line-height:1.3}
.numbers{display:grid;grid-template-columns:repeat(6,1fr);gap:6px;margin-top:8px}
.numbers button{padding:0;font-size:15px}
.numbers .red{background:#b3202e}.numbers .black{background:#222}.numbers .green{background:#1f7a45}
.list{display:flex;flex-direction:column;gap:8px}
.card{background:rgba(255,255,255,.08);border-radius:12px;padding:10px 12px}
.card .muted,.muted{opacity:.75;font-size:13px}
.odds{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-top:6px}
.odds button{flex-direction:column;line-height:1.2;font-size:13px}
.odds button b{font-size:17px}
.slip{position:fixed;left:0;right:0;bottom:0;z-index:5;background:#111;border-top:3px solid var(--accent);padding:10px 12px calc(10px + env(safe-area-inset-bottom))}
.slip-inner{max-width:456px;margin:0 auto}
.big-card{font-size:56px;text-align:center;background:#fff;color:#111;border-radius:14px;width:110px;margin:8px auto;line-height:1.5}
.countdown{font-size:30px;font-weight:800;text-align:center;font-variant-numeric:tabular-nums}
input{min-height:48px;font-size:24px;border-radius:12px;border:2px solid var(--accent);padding:0 12px;width:100%;background:#fff;color:#111;letter-spacing:.2em;text-align:center}
details{margin-top:14px}
summary{min-height:44px;display:flex;align-items:center;cursor:pointer;color:var(--accent)}
table{width:100%;border-collapse:collapse;font-size:14px}
td,th{padding:4px;border-bottom:1px solid rgba(255,255,255,.12);text-align:center}
.not-found{text-align:center;padding:40px 12px}
`;

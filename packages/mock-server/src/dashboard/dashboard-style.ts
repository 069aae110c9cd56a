/**
 * The dashboard's look, after the hosted dashboards it is compared with: a light neutral canvas, white
 * panels, one accent colour, status pills, system fonts, text contrast of at least 4.5:1 and a visible
 * focus ring. Two columns from 64rem (the card list above the faults, beside the card detail); one column
 * below, where nothing is wider than the window (a 400px window never scrolls sideways). From 80rem
 * (1280px) the header is one row: the sandbox picker takes the room the rest leaves, which holds a name of
 * about 45 characters whole; a longer one ends in an ellipsis (its full name is the picker's title and
 * reads whole in the open list). Narrower, the header wraps rather than cut a name.
 */
export const DASHBOARD_STYLE = `
:root{--bg:#f6f8fa;--panel:#fff;--line:#e3e8ee;--text:#1a1f36;--muted:#596171;--accent:#533afd;--accent-dark:#3d23e0;--danger:#c0123c;--focus:#f59e0b;
font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
*{box-sizing:border-box}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}body{margin:0}a{color:var(--accent-dark)}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;z-index:3;background:#fff;padding:.25rem .5rem}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85em}
.muted,.row-sub,.hint,.group-label{color:var(--muted);font-size:.85rem}
.topbar{background:var(--panel);border-bottom:1px solid var(--line);padding:.5rem .75rem;display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:center;font-size:.875rem}
.topbar button,.topbar input,.topbar select{font-size:.85rem}.topbar button{padding:.25rem .65rem}
@media (min-width:64rem){.topbar{position:sticky;top:0;z-index:2}}
@media (min-width:80rem){.topbar{flex-wrap:nowrap}.topbar>*{flex:none}.topbar>.picker{flex:0 1 auto}}
.brand{display:flex;gap:.75rem;align-items:center;white-space:nowrap}.home{display:flex;gap:.45rem;align-items:center;color:var(--text);text-decoration:none}.home:hover{text-decoration:underline}
.logo{width:1.3rem;height:1.3rem;border-radius:.35rem;background:linear-gradient(135deg,#533afd,#00b3ff)}
.env{background:#fff4cc;color:#6b4f00;border-radius:1rem;padding:0 .5rem;font-size:.8rem;font-weight:600}
.clock,.inline{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}.clock{align-items:center;gap:.35rem;margin-left:auto}.clock-now{white-space:nowrap}
.clock form{gap:.3rem}.clock input[type=number]{width:2.9rem}
.picker{flex-direction:row;align-items:center;gap:.4rem;min-width:0;font-size:inherit;font-weight:400;color:var(--text)}
.picker select{min-width:8rem;max-width:100%;text-overflow:ellipsis}
button{font:inherit;font-size:.9rem;font-weight:600;color:#fff;background:var(--accent);border:1px solid var(--accent-dark);border-radius:.4rem;padding:.3rem .8rem;cursor:pointer}
button:hover{background:var(--accent-dark)}
button.secondary{color:var(--text);background:#fff;border-color:#c1c9d2}button.secondary:hover{background:#f1f3f7}
button.danger{color:var(--danger);background:#fff;border-color:#f0b4c2}button.danger:hover{background:#fff0f3}
button.small{padding:.1rem .55rem;font-size:.8rem}
button:disabled{color:#6b7280;background:#f1f3f5;border-color:#dde1e6;cursor:not-allowed}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
input,select{font:inherit;font-size:.9rem;color:var(--text);background:#fff;border:1px solid #c1c9d2;border-radius:.4rem;padding:.25rem .45rem;max-width:100%}
input[type=number]{width:4rem}
label{display:flex;flex-direction:column;gap:.1rem;font-size:.8rem;font-weight:600;color:var(--muted)}
.messages{padding:0 1.25rem}.messages p{margin:.75rem 0 0;padding:.45rem .75rem;border-radius:.4rem;font-size:.9rem}
#announce{background:#e8f5ee;border:1px solid #9bd3b3;color:#0b5132}#error{background:#fff0f3;border:1px solid #f0b4c2;color:#8a0a2b}
#announce:empty,#error:empty,.form-error:empty{display:none}
.layout{display:grid;gap:1.25rem;padding:1.25rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:64rem){.layout{grid-template-columns:minmax(18rem,24rem) minmax(0,1fr);grid-template-rows:auto 1fr}.wide{grid-column:1/-1}
#card-detail{grid-row:span 2}#faults{align-self:start}}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:.6rem;box-shadow:0 1px 2px rgba(26,31,54,.06);padding:1rem 1.25rem;min-width:0}
.panel[hidden]{display:none}
.panel-head{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;justify-content:space-between}
h2{font-size:1.05rem;margin:0 0 .5rem}h3{font-size:.9rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:1.25rem 0 .4rem}
.card-list,.rows{list-style:none;margin:0;padding:0}
.card-list{max-height:36rem;overflow-y:auto}
.card-item{width:100%;display:grid;grid-template-columns:1fr auto;gap:.1rem .5rem;text-align:left;color:var(--text);background:#fff;border:1px solid transparent;border-radius:.45rem;padding:.5rem .6rem;font-weight:400}
.card-item:hover{background:#f6f8fa}.card-item[aria-pressed=true]{background:#f0eeff;border-color:#b9aefc}
.card-number{font-weight:600}.card-meta{grid-column:1/-1;color:var(--muted);font-size:.8rem}
.pill{display:inline-block;border-radius:1rem;padding:0 .5rem;font-size:.75rem;font-weight:700;letter-spacing:.02em;background:#eef0f3;color:#3c4257;white-space:nowrap;justify-self:end;align-self:center}
.pill[data-tone=ACTIVE],.pill[data-tone=delivered],.pill[data-tone=CLOSED]{background:#d7f7e3;color:#05603a}
.pill[data-tone=FROZEN],.pill[data-tone=pending],.pill[data-tone=PENDING]{background:#e0ecff;color:#1d4ed8}
.pill[data-tone=RESTRICTED],.pill[data-tone=FAIL],.pill[data-tone=dead]{background:#ffe3e8;color:#a1082f}
.card-item .pill[data-tone=CLOSED],.detail-title .pill[data-tone=CLOSED],.pill[data-tone=EXPIRED],.pill[data-tone=REVERSED],.pill[data-tone=REFUNDED]{background:#eef0f3;color:#3c4257}
.detail-title{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}.detail-title h2{margin:0;font-size:1.25rem}
.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.15rem 1rem;margin:.75rem 0;font-size:.9rem}
.facts dt{color:var(--muted)}.facts dd{margin:0;overflow-wrap:anywhere}
.action-group{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;padding:.45rem 0;border-top:1px solid var(--line)}
.group-label{min-width:8.5rem;font-weight:600}
.purchase{margin-top:.75rem;padding:.75rem;background:#f6f8fa;border-radius:.45rem}
.rows>li{display:flex;flex-wrap:wrap;gap:.2rem .75rem;align-items:center;padding:.45rem 0;border-bottom:1px solid var(--line);min-width:0}
.rows>li.empty,.card-list>li.empty{color:var(--muted);border:0;padding:.5rem 0}
.row-main{flex:1 1 12rem;min-width:0}.row-actions{display:flex;gap:.35rem}
.decline{color:#a1082f;font-size:.85rem;flex-basis:100%}.reason{font-size:.85rem;color:#3c4257;background:#f6f8fa;border-radius:.3rem;padding:0 .4rem}
.deliveries>li{display:block}
[aria-invalid=true]{border-color:var(--danger);box-shadow:0 0 0 1px var(--danger)}
.fault-form{display:flex;flex-wrap:wrap;gap:.5rem .6rem;align-items:end;margin:.5rem 0}.fault-form [hidden]{display:none}
.fault-form .fault-path{flex:1 1 10rem}.fault-path input{width:100%}.fault-path-hint{flex-basis:100%;margin:-.3rem 0 0}
.fault-form input[type=number]{width:5.5rem}
.form-error{margin:.25rem 0 .5rem;padding:.45rem .75rem;border-radius:.4rem;font-size:.9rem;background:#fff0f3;border:1px solid #f0b4c2;color:#8a0a2b;overflow-wrap:anywhere}
details>summary{display:flex;flex-wrap:wrap;gap:.2rem .75rem;align-items:center;cursor:pointer;list-style-position:inside}
.event-type{font-weight:600}
.url{flex-basis:100%;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;color:var(--muted)}
@media (min-width:64rem){.url{flex:1 1 20rem;text-align:right}}
details .full-url{margin:.5rem 0 0;font-size:.85rem;overflow-wrap:anywhere}ol.attempts{margin:.5rem 0;padding-left:1.5rem;font-size:.85rem}ol.attempts li{overflow-wrap:anywhere}
.filter{flex-direction:row;align-items:center;gap:.4rem}
`;

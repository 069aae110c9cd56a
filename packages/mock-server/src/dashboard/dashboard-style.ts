/**
 * The dashboard's look: system fonts, explicit light colours with at least 4.5:1 contrast, a visible focus
 * ring, two columns from about 70rem and one below (a narrow window of ~400px scrolls tables sideways).
 */
export const DASHBOARD_STYLE = `:root{font-family:system-ui,sans-serif;line-height:1.45;color:#1a1a1a;background:#fff}
body{margin:0}a{color:#1d4ed8}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.25rem}
header{background:#f3f4f6;border-bottom:1px solid #9ca3af;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
@media (min-width:60rem){header{position:sticky;top:0;z-index:1}section{scroll-margin-top:8rem}}
header h1{font-size:1.15rem;margin:0}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:0;padding:0}
main{padding:1rem;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,36rem),1fr))}
section{border:1px solid #9ca3af;border-radius:.4rem;padding:.25rem 1rem 1rem;min-width:0}
section.wide{grid-column:1/-1}
h2{font-size:1.1rem}h3{font-size:1rem;margin:1rem 0 .25rem}
button{font:inherit;color:#fff;background:#1d4ed8;border:1px solid #1e3a8a;border-radius:.3rem;padding:.2rem .7rem;cursor:pointer}
button.secondary{color:#1a1a1a;background:#e5e7eb;border-color:#6b7280}
button.danger{background:#b91c1c;border-color:#7f1d1d}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
input,select{font:inherit;color:#1a1a1a;background:#fff;border:1px solid #6b7280;border-radius:.25rem;padding:.15rem .3rem;max-width:100%}
form,.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:.5rem 0}
label{display:flex;flex-direction:column;font-size:.9rem;font-weight:600}
.scroll{overflow-x:auto;max-height:28rem;overflow-y:auto}
table{border-collapse:collapse;width:100%;font-size:.9rem}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{text-align:left;padding:.2rem .4rem;border-bottom:1px solid #d1d5db;vertical-align:top}
th{background:#f9fafb;position:sticky;top:0}
input[type=number]{width:6rem}.pan{white-space:nowrap}
code,.mono{font-family:ui-monospace,monospace;font-size:.85rem;overflow-wrap:anywhere}
ol.attempts{margin:0;padding-left:1.2rem}
.status-dead,.status-FAIL{color:#b91c1c;font-weight:600}.status-delivered,.status-ACTIVE{color:#166534;font-weight:600}
#announce{margin:0;font-size:.9rem}#error:empty,#announce:empty{display:none}
#error{color:#7f1d1d;background:#fee2e2;border:1px solid #b91c1c;padding:.25rem .5rem;margin:0}
.empty{color:#4b5563}`;

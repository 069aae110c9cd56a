/** The look the mock's own HTML pages share: system fonts, readable width, visible keyboard focus. */
export const PAGE_STYLE = `:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0 auto;max-width:60rem;padding:1rem 1.5rem}
a:focus-visible,summary:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
code,dd{font-family:ui-monospace,monospace}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #8884;overflow-wrap:anywhere}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem}`;

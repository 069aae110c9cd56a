/**
 * The dashboard script's helpers (browser JavaScript, kept as text so the mock serves it from any runtime
 * with no build step or file read): the control API client, DOM building through `textContent` only (every
 * value is escaped by construction), tables, and re-rendering a region only when its data changed, keeping
 * keyboard focus on the control that had it.
 */
export const CLIENT_CORE = String.raw`
const body = document.body;
const CONTROL = body.getAttribute('data-control-path') || '/_mock';
const POLL_MS = Number(body.getAttribute('data-poll-ms')) || 2000;
const $ = (id) => document.getElementById(id);
// A mock with a control token (G-54) is opened as /_mock/dashboard#token=<token>: the fragment never
// reaches a server or a Referer; every control call sends it as a header.
const TOKEN = new URLSearchParams(location.hash.slice(1)).get('token');

async function api(method, path, payload) {
  const init = { method, headers: { accept: 'application/json', 'x-card-issuance-client': 'dashboard' } };
  if (TOKEN) init.headers.authorization = 'Bearer ' + TOKEN;
  if (payload !== undefined) {
    init.body = JSON.stringify(payload);
    init.headers['content-type'] = 'application/json';
  }
  const res = await fetch(CONTROL + path, init);
  const json = await res.json().catch(() => ({}));
  if (!res.ok) {
    const error = json && json.error ? json.error.code + ': ' + json.error.message : 'HTTP ' + res.status;
    throw new Error(error);
  }
  return json.data;
}

function h(tag, attrs, children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = String(value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of [].concat(children === undefined ? [] : children)) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

const cell = (value) => (value instanceof Node ? value : value === null || value === undefined || value === '' ? '—' : String(value));

function table(caption, columns, rows, empty) {
  if (!rows.length) return h('p', { class: 'empty', text: empty || caption + ': none yet.' });
  return h('div', { class: 'scroll', role: 'region', 'aria-label': caption, tabindex: '0' }, [
    h('table', {}, [
      h('caption', { text: caption }),
      h('thead', {}, h('tr', {}, columns.map((column) => h('th', { scope: 'col', text: column[0] })))),
      h('tbody', {}, rows.map((row) => h('tr', {}, columns.map((column) => h('td', {}, cell(column[1](row))))))),
    ]),
  ]);
}

const seen = {};
function render(id, data, build) {
  const key = JSON.stringify(data);
  if (seen[id] === key) return;
  seen[id] = key;
  const host = $(id);
  const active = document.activeElement;
  const focused = active && host.contains(active) ? active.getAttribute('data-key') : null;
  host.replaceChildren(build(data));
  if (focused) {
    const again = host.querySelector('[data-key="' + CSS.escape(focused) + '"]');
    if (again) again.focus();
  }
}

function fillSelect(select, pairs, placeholder) {
  const before = select.value;
  const items = (placeholder ? [['', placeholder]] : []).concat(pairs);
  const key = JSON.stringify(items);
  if (select.getAttribute('data-items') === key) return;
  select.setAttribute('data-items', key);
  select.replaceChildren(...items.map((pair) => h('option', { value: pair[0], text: pair[1] })));
  if (items.some((pair) => pair[0] === before)) select.value = before;
}

function announce(message) {
  $('announce').textContent = message;
  $('error').textContent = '';
}

function fail(error) {
  $('error').textContent = error instanceof Error ? error.message : String(error);
}

const cents = (value) => (value === null || value === undefined ? '' : (value / 100).toFixed(2) + ' USD');
const time = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '');
const statusText = (text) => h('span', { class: 'status-' + text, text });
`;

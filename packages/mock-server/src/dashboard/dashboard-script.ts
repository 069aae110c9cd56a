import { CLIENT_ACTIONS } from './client-actions';
import { CLIENT_CORE } from './client-core';
import { CLIENT_VIEWS } from './client-views';

/**
 * The dashboard's whole script: framework-free browser JavaScript, one strict-mode function scope, served
 * by the mock itself (no build step, no file read, no network but the mock), so the dashboard works from
 * the CLI, `listen()` and the in-process mock alike.
 *
 * @example
 * new Response(DASHBOARD_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
 */
export const DASHBOARD_SCRIPT = `(() => {
'use strict';
${CLIENT_CORE}
${CLIENT_VIEWS}
${CLIENT_ACTIONS}
})();
`;

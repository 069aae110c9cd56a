// One check of a Style B answer, shared by the in-process comparison and the baseline's child processes.

/**
 * Reads a Style B answer to its end (`response.json()`, as a caller does) and throws unless it is a 200 with
 * code `000000`: a benchmark of wrong answers measures nothing.
 *
 * @example
 * await expectStyleBOk(await mock.fetch(url, init));
 */
export async function expectStyleBOk(response: Response): Promise<void> {
  const body = (await response.json()) as { code?: string };
  if (response.status !== 200 || body.code !== '000000')
    throw new Error(`unexpected answer ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
}

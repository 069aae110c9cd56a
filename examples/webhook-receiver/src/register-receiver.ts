/**
 * Registers the receiver with the mock for both styles (the dashboard's job in production): Style B
 * deliveries of the seeded program, signed with its `webhookSecret`; Style A deliveries of every
 * organization, signed with `styleASecret`. Answers the two endpoint ids.
 *
 * @example
 * const { styleB, styleA } = await registerReceiver('http://127.0.0.1:4010/_mock', receiver.url, { styleASecret });
 */
export async function registerReceiver(
  controlUrl: string,
  receiverUrl: string,
  options: { styleASecret: string },
): Promise<{ styleB: string; styleA: string }> {
  const register = async (body: Record<string, string>) => {
    const response = await fetch(`${controlUrl}/webhooks/endpoints`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data?: { id: string }; error?: { message: string } };
    if (!answer.data) throw new Error(`registering ${body.url}: ${answer.error?.message}`);
    return answer.data.id;
  };
  return {
    styleB: await register({ url: `${receiverUrl}/webhooks/style-b`, style: 'b' }),
    styleA: await register({
      url: `${receiverUrl}/webhooks/style-a`,
      style: 'a',
      secret: options.styleASecret,
    }),
  };
}

import dns2 from 'dns2';

const { Packet } = dns2;

/** TXT records by name; each record is one string or its character-strings. */
export type TxtZone = Map<string, Array<string | string[]>>;

/**
 * A real DNS server on 127.0.0.1 (UDP) answering TXT questions from `zone`. Names not
 * in it are NXDOMAIN; names in `failing` answer SERVFAIL, like a broken authoritative server.
 */
export async function startDnsServer(zone: TxtZone, failing: ReadonlySet<string> = new Set()) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const records = zone.get(name);
      if (failing.has(name)) {
        response.header.rcode = Packet.RCODE.SERVFAIL;
      } else if (records === undefined) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
      } else if (question?.type === Packet.TYPE.TXT) {
        for (const data of records) {
          response.answers.push(
            Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 60, data }),
          );
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    /** The server for DNS_SERVERS. */
    address: `127.0.0.1:${addresses.udp!.port}`,
    close: () => server.close(),
  };
}

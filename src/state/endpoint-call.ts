// Endpoint calls for the stores. The contract table (src/api/endpoints.ts and the generated
// types' runtime part) loads on the first call, so a guest's first page does not carry it.
import type { EndpointId, EndpointInput, EndpointReply } from '../api/endpoints';

export async function callLazily<Id extends EndpointId>(id: Id, input: EndpointInput<Id>): Promise<EndpointReply<Id>> {
  const { callEndpoint } = await import('../api/endpoints');
  return callEndpoint(id, input);
}

// The message centre's platform calls (EMFE relay), typed from the contract.
import { callEndpoint, type EndpointBody, type EndpointQuery } from '../../api/endpoints';

type Query = NonNullable<EndpointQuery<'inbox'>>;

export const messagesApi = {
  inbox: (query: Query) => callEndpoint('inbox', { query }),
  outbox: (query: Query) => callEndpoint('outbox', { query }),
  markRead: (body: EndpointBody<'messagesMarkRead'>) => callEndpoint('messagesMarkRead', { body }),
  deleteInbox: (body: EndpointBody<'messagesDeleteInbox'>) => callEndpoint('messagesDeleteInbox', { body }),
  deleteOutbox: (body: EndpointBody<'messagesDeleteOutbox'>) => callEndpoint('messagesDeleteOutbox', { body }),
  reply: (body: EndpointBody<'messagesReply'>) => callEndpoint('messagesReply', { body }),
};

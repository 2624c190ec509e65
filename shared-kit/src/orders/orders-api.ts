// An order's status change, made from the orders lists and the chat's order cards.
import { call, type CallBody } from '../api/call';
import { endpoints } from '../contracts/endpoints';

export const changeOrderStatus = (orderId: number, body: CallBody<typeof endpoints.changeOrderStatus>) =>
  call(endpoints.changeOrderStatus, { params: { id: orderId }, body });

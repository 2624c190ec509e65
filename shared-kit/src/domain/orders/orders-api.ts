// An order's status change, made from the orders lists and the chat's order cards.
import { call, type CallBody } from '../../api/call';
import { ordersEndpoints } from '../../contracts/endpoints/orders';

export const changeOrderStatus = (orderId: number, body: CallBody<typeof ordersEndpoints.changeOrderStatus>) =>
  call(ordersEndpoints.changeOrderStatus, { params: { id: orderId }, body });

// Public face of the event bus.
export {
  emit,
  on,
  useBusEvent,
  POVAR_EVENT_NAMES,
  type NoDetail,
  type PovarEventHandler,
  type PovarEventName,
  type PovarEvents,
} from './event-bus';

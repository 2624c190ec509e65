// Public face of the realtime socket: started by the shell, read by whoever shows live things.
export {
  isRealtimeConnected,
  onRealtimeReconnect,
  reconnectDelayMs,
  restartRealtime,
  sendRealtimeFrame,
  sendTyping,
  startRealtime,
  stopRealtime,
  resetRealtimeForTests,
  subscribeRealtime,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  TYPING_THROTTLE_MS,
  type RealtimeListener,
} from './realtime-client';

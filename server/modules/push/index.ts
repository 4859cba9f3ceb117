// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export {
  forgetSessionPush,
  type PushRequest,
  type PushSetting,
  queuePushes,
  registerPushJobs,
} from './service';

// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { versionedMediaUrl } from './versioned-url';
export { questionPictureUrl } from './picture-address';

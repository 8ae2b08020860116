/**
 * Recording in the browser: the camera and microphone (the browser asks the shopper), a
 * MediaRecorder in a type this browser records (WebM in Chromium and Firefox, MP4 in Safari), the
 * recording's length by the clock (MediaRecorder's WebM states none), and a poster frame.
 */
export type CameraProblem = 'denied' | 'unavailable';

/** Why the camera could not be opened, from the DOMException getUserMedia rejects with. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError' ? 'denied' : 'unavailable';
}

/** Whether this browser can record at all (a secure page with mediaDevices and MediaRecorder). */
export function canRecord(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}

const TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

/** The first type the browser's MediaRecorder records. */
export function recordingType(): string | undefined {
  return TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** The upload type of a recorded or chosen video: its container, without codecs. */
export function containerOf(type: string): 'video/mp4' | 'video/webm' | null {
  const base = type.split(';')[0]!.trim().toLowerCase();
  return base === 'video/mp4' || base === 'video/webm' ? base : null;
}

/** A JPEG of the video element's current frame (the poster), or null when there is no frame. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, 960 / width);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.85));
}

/** A chosen file's length in ms as the browser reads it; null when it cannot tell (a WebM without a duration). */
export function fileDurationMs(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration * 1000) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

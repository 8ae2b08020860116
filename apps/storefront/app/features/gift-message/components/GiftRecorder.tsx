/**
 * Recording a gift video with the camera: "Record a video" asks the browser for the camera and
 * microphone (the shopper answers the browser's prompt); a live preview with "Start recording";
 * a running clock (announced once a minute is not needed: at most 60 s, so only start and stop are
 * announced) and "Stop"; recording stops by itself at the limit. A denied or missing camera is
 * explained, with uploading a file as the way on.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { type CameraProblem, cameraProblem, canRecord, captureFrame, containerOf, recordingType } from '../recorder.ts';

export interface RecordedVideo {
  blob: Blob;
  type: 'video/mp4' | 'video/webm';
  durationMs: number;
  poster: Blob | null;
}

type Phase = 'idle' | 'asking' | 'live' | 'recording' | CameraProblem;

const SECONDARY = 'inline-flex h-11 items-center justify-center border border-black px-5 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60';
const PRIMARY = 'inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500';

const subscribeNothing = () => () => undefined;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** `again`: there is a video already (the button says "Record again"). */
export function GiftRecorder({ maxSeconds, disabled, again = false, onRecorded }: { maxSeconds: number; disabled: boolean; again?: boolean; onRecorded: (video: RecordedVideo) => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  // The server renders the recorder; the browser then says whether it can record.
  const supported = useSyncExternalStore(subscribeNothing, canRecord, () => true);
  const liveRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);

  const release = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };
  useEffect(() => () => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
    release();
  }, []);
  useEffect(() => {
    if ((phase === 'live' || phase === 'recording') && liveRef.current && streamRef.current && liveRef.current.srcObject !== streamRef.current) {
      liveRef.current.srcObject = streamRef.current;
      void liveRef.current.play().catch(() => undefined);
    }
  }, [phase]);

  const openCamera = async () => {
    setPhase('asking');
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: true });
      setPhase('live');
    } catch (error) {
      setPhase(cameraProblem(error));
    }
  };

  const start = () => {
    const stream = streamRef.current;
    if (!stream) return;
    const mimeType = recordingType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType, videoBitsPerSecond: 2_500_000 } : undefined);
    const chunks: Blob[] = [];
    const started = performance.now();
    let poster: Promise<Blob | null> = Promise.resolve(null);
    const posterTimer = setTimeout(() => (poster = liveRef.current ? captureFrame(liveRef.current) : Promise.resolve(null)), 800);
    const ticker = setInterval(() => {
      const seconds = Math.floor((performance.now() - started) / 1000);
      setElapsed(seconds);
      if (seconds >= maxSeconds && recorder.state === 'recording') recorder.stop();
    }, 250);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = async () => {
      clearInterval(ticker);
      clearTimeout(posterTimer);
      const durationMs = Math.min(performance.now() - started, maxSeconds * 1000);
      const type = containerOf(recorder.mimeType || mimeType || 'video/webm') ?? 'video/webm';
      const frame = (await poster) ?? (liveRef.current ? await captureFrame(liveRef.current) : null);
      release();
      setPhase('idle');
      onRecorded({ blob: new Blob(chunks, { type }), type, durationMs, poster: frame });
    };
    recorderRef.current = recorder;
    setElapsed(0);
    recorder.start(1000);
    setPhase('recording');
  };

  const stop = () => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  };
  const cancel = () => {
    release();
    setPhase('idle');
  };

  if (!supported) {
    return (
      <p className="text-sm text-neutral-700" data-testid="gift-recorder-unsupported">
        {t('gift_message.recorder.unsupported')}
      </p>
    );
  }

  return (
    <div className="space-y-3" data-testid="gift-recorder">
      {phase === 'live' || phase === 'recording' ? (
        <video ref={liveRef} muted playsInline className="aspect-video w-full max-w-md bg-black object-cover" aria-label={t('gift_message.recorder.preview_label')} data-testid="gift-live" />
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-neutral-700" data-testid="gift-recorder-status">
        {phase === 'asking' ? t('gift_message.recorder.asking') : null}
        {phase === 'live' ? t('gift_message.recorder.ready', { max: maxSeconds }) : null}
        {phase === 'recording' ? t('gift_message.recorder.recording') : null}
      </p>
      {phase === 'recording' ? (
        <p className="font-mono text-lg" aria-hidden="true" data-testid="gift-clock">
          {clock(elapsed)} / {clock(maxSeconds)}
        </p>
      ) : null}
      {phase === 'denied' || phase === 'unavailable' ? (
        <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm" data-testid="gift-camera-problem">
          {t(`gift_message.recorder.${phase}`)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {phase === 'idle' || phase === 'denied' || phase === 'unavailable' ? (
          <button type="button" className={SECONDARY} onClick={() => void openCamera()} disabled={disabled} data-testid="gift-open-camera">
            {phase !== 'idle' ? t('gift_message.recorder.try_again') : again ? t('gift_message.recorder.open_again') : t('gift_message.recorder.open')}
          </button>
        ) : null}
        {phase === 'live' ? (
          <>
            <button type="button" className={PRIMARY} onClick={start} data-testid="gift-start">
              {t('gift_message.recorder.start')}
            </button>
            <button type="button" className={SECONDARY} onClick={cancel}>
              {t('gift_message.recorder.cancel')}
            </button>
          </>
        ) : null}
        {phase === 'recording' ? (
          <button type="button" className={PRIMARY} onClick={stop} data-testid="gift-stop">
            {t('gift_message.recorder.stop')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

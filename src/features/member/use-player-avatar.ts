// The member's avatar, from its own call (upstream's MCSFE_getPlayerAvatar; member info carries
// none): its picture once read, null while loading or when the call failed (the screens then show
// the empty avatar circle). `reload` asks again after the member chose another one.
import { useCallback, useState } from 'react';
import type { PlayerAvatarReply } from '../../api/reader-types';
import { callLazily } from '../../state/endpoint-call';
import { useAsyncEffect } from '../../ui/use-async-effect';

export function usePlayerAvatar(token: string | undefined): { avatar: PlayerAvatarReply | null; reload: () => void } {
  const [avatar, setAvatar] = useState<PlayerAvatarReply | null>(null);
  const [round, setRound] = useState(0);
  useAsyncEffect(
    (run) => {
      if (!token) return;
      run.settle(callLazily('memberHeadIcons', {}), setAvatar, () => setAvatar(null));
    },
    [token, round],
  );
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { avatar, reload };
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChildProfile } from '@ye/contracts/family';
import { PERSONALISATION_EXPLANATION } from '@ye/contracts/personalisation';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import { ChildSection } from './child-section.tsx';
import { ParentSwitch, SettingLoader } from './child-setting.tsx';
import { usePersonalisation, useSetPersonalisation } from './personalisation-api.ts';

/**
 * The parent's learned-personalisation switch (decision 048): off until they turn it on (AADC
 * standard 12). Turning it off deletes what we kept, so it asks first when there is something to delete.
 */
export function PersonalisationSection({ child }: { child: ChildProfile }) {
  const setting = usePersonalisation(child.child_id);
  const save = useSetPersonalisation(child.child_id);
  const confirm = useConfirm();
  const name = child.name;
  const on = setting.data?.learned === true;
  const kept = setting.data?.kept_records ?? 0;
  const descriptionId = `personalisation-${child.child_id}-explained`;

  const apply = (learned: boolean) =>
    save.mutate(learned, {
      onSuccess: (saved) =>
        toast.success(
          saved.learned
            ? `Learned suggestions are on for ${name}.`
            : `Learned suggestions are off for ${name}, and what we kept is deleted.`,
        ),
      onError: () => toast.error('We could not save that just now. Please try again.'),
    });

  const onChange = async (learned: boolean) => {
    if (!learned && kept > 0) {
      const ok = await confirm({
        title: 'Turn learned suggestions off?',
        message: `This deletes the ${kept} suggestion records we keep for ${name}. Suggestions will come only from the focus areas you choose, the courses you assign and ${name}’s age.`,
        confirmText: 'Turn off and delete',
        cancelText: 'Keep it on',
        destructive: true,
      });
      if (!ok) return;
    }
    apply(learned);
  };

  return (
    <ChildSection id="personalisation-heading" title="Learned suggestions">
      <SettingLoader query={setting} failed={`We could not load ${name}’s suggestion setting just now.`}>
        {() => (
          <Box>
            <ParentSwitch
              label={`Use ${name}’s survey answers to learn better suggestions`}
              // While saving, the switch shows what the parent asked for.
              checked={save.isPending ? save.variables === true : on}
              disabled={save.isPending}
              describedBy={descriptionId}
              onChange={(checked) => void onChange(checked)}
            />
            <Typography
              id={descriptionId}
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, maxWidth: 720 }}
            >
              {PERSONALISATION_EXPLANATION}{' '}
              {on ? `We keep ${kept} suggestion records for ${name}.` : 'It is off unless you turn it on.'}
            </Typography>
          </Box>
        )}
      </SettingLoader>
    </ChildSection>
  );
}

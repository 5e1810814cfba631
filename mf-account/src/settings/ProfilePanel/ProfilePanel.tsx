import { useState } from 'react';
import { nameInitials, TEXT_LIMITS, useBus, usePlatform, useSession, type PrimaryInformation } from 'shared-contracts';
import { updatePrimaryInformation } from '../profile-updates';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { SelectField, TextField } from '../Field/Field';
import { FieldGrid, FieldGroup, SettingsForm } from '../SettingsForm/SettingsForm';
import { AvatarCard } from '../AvatarCard/AvatarCard';
import {
  DISABILITY_CHOICES,
  EDUCATION_CHOICES,
  GENDER_CHOICES,
  profilePatch,
  profileValues,
  SECURITY_QUESTION_CHOICES,
  sessionPatch,
  USER_TYPE_CHOICES,
  type ProfileValues,
} from '../settings-fields';
import { SETTINGS_TEXTS } from '../settings-texts';
import styles from './ProfilePanel.module.css';

const T = SETTINGS_TEXTS.profile;

/** Today as a date input writes it, in the shopper's time: nobody is born tomorrow. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Settings › Profile: every primaryInformation field (SPEC §3, §5), saved to the account and the session. */
export function ProfilePanel({ initial }: { initial: Partial<PrimaryInformation> }) {
  const session = useSession();
  const { callServer } = usePlatform();
  const bus = useBus();
  const [values, setValues] = useState(() => profileValues(initial));
  const field = <K extends keyof ProfileValues>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  const save = async () => {
    const patch = profilePatch(values);
    const outcome = await updatePrimaryInformation(callServer, session, patch);
    if (outcome.ok) bus.emit('session:update', { primaryInformation: sessionPatch(patch) });
    return outcome;
  };

  return (
    <div className={styles.stack}>
      <AvatarCard photoUrl={initial.photoUrl ?? null} initials={nameInitials(values.firstName, values.lastName) ?? '?'} />
      <SettingsForm title={T.title} description={T.description} submitLabel={T.save} onSave={save}>
        <FieldGroup legend={T.personal}>
          <FieldGrid>
            <TextField label="First Name" autoComplete="given-name" maxLength={TEXT_LIMITS.personName} {...field('firstName')} />
            <TextField label="Middle Name" autoComplete="additional-name" maxLength={TEXT_LIMITS.personName} {...field('middleName')} />
            <TextField label="Last Name" autoComplete="family-name" maxLength={TEXT_LIMITS.personName} {...field('lastName')} />
            <SelectField label="Gender" placeholder={T.select} options={GENDER_CHOICES} {...field('gender')} />
            <TextField label="Date of Birth" type="date" autoComplete="bday" max={today()} {...field('dateOfBirth')} />
          </FieldGrid>
        </FieldGroup>
        <FieldGroup legend={T.contact}>
          <FieldGrid>
            <TextField label="Email" type="email" readOnly hint={T.emailHint} {...field('email')} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            <TextField label="Secondary Email" type="email" autoComplete="off" {...field('secondaryEmail')} />
          </FieldGrid>
        </FieldGroup>
        <FieldGroup legend={T.account}>
          <FieldGrid>
            <TextField label="Unique Identifier" readOnly hint={T.idHint} {...field('uniqueIdentifier')} />
            <SelectField label="User Type" options={USER_TYPE_CHOICES} {...field('userType')} />
            <TextField label="Referral Name" autoComplete="off" {...field('referralName')} />
          </FieldGrid>
        </FieldGroup>
        <FieldGroup legend={T.background}>
          <FieldGrid>
            <SelectField label="Educational Level" placeholder={T.select} options={EDUCATION_CHOICES} {...field('educationalLevel')} />
          </FieldGrid>
          <ChoiceGroup
            legend={T.disability}
            inline
            options={[
              { value: 'yes', label: T.yes },
              { value: 'no', label: T.no },
            ]}
            {...field('disability')}
          />
          {values.disability === 'yes' ? (
            <FieldGrid>
              <SelectField label="Disability Type" placeholder={T.select} options={DISABILITY_CHOICES} {...field('disabilityType')} />
            </FieldGrid>
          ) : null}
        </FieldGroup>
        <FieldGroup legend={T.security}>
          <FieldGrid>
            <SelectField label="Security Question" placeholder={T.select} options={SECURITY_QUESTION_CHOICES} {...field('securityQuestion')} />
            <TextField label="Security Answer" autoComplete="off" {...field('securityAnswer')} />
          </FieldGrid>
        </FieldGroup>
      </SettingsForm>
    </div>
  );
}

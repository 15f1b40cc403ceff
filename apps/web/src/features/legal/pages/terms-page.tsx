import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { POLICY_NOTICE_DAYS } from '@ye/contracts/consent';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@ye/contracts/family';
import { RETENTION } from '@ye/contracts/retention';
import { Link as RouterLink } from 'react-router';
import { isOn } from '../../../lib/features.ts';
import { PATHS } from '../../../lib/paths.ts';
import { LegalDocument, type LegalSection, SupportEmail } from '../components/legal-document.tsx';

/** Shown once paid subscriptions exist (lib/features.ts). */
const subscriptions: LegalSection = {
  id: 'subscriptions',
  title: 'Subscriptions, payments and cancelling',
  body: (
    <ul>
      <li>
        The first chapter of every course is free. Every other chapter and level comes with the family
        membership, paid monthly or yearly, for all the children in your family. The price and what it
        includes are shown before you pay.
      </li>
      <li>
        A new membership may start with a free trial. Cancel before the trial ends and you pay nothing;
        otherwise the first payment is taken when it ends.
      </li>
      <li>
        A subscription renews automatically at the end of each period and is charged to the card you gave,
        until you cancel. We tell you before any price change takes effect, and you can cancel before it does.
      </li>
      <li>
        You can cancel at any time from{' '}
        <Link component={RouterLink} to={PATHS.subscriptions}>
          My account, Subscriptions
        </Link>
        . Cancelling stops the next payment; you keep access until the end of the period you have already paid
        for.
      </li>
      <li>
        Payments are handled by our payment provider, Stripe; we never see or store your full card number.
      </li>
      <li>
        If something went wrong with a payment, or you believe you were charged by mistake, write to us and we
        will put it right. This does not affect any rights you have under consumer law.
      </li>
    </ul>
  ),
};

/** The terms for the features that are on now (lib/features.ts): no section about what is not there. */
const sections = (): LegalSection[] => [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <Typography>
          These terms are the agreement between you and Youth Enrichments when you use our website and
          courses. By creating an account you accept them. If you do not agree, please do not use the service.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          How we handle personal data is explained in our{' '}
          <Link component={RouterLink} to={PATHS.privacy}>
            privacy policy
          </Link>
          , which is part of these terms.
        </Typography>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <ul>
        <li>
          Parent accounts are for adults aged 18 or over. You must give your real name and an email address
          you can read.
        </li>
        <li>
          Children aged {CHILD_MIN_AGE} to {CHILD_MAX_AGE} use the service only through a login created by
          their parent or legal guardian, who confirms their email address and agrees to our privacy policy
          for the child first. You are responsible for how your children use their accounts and for keeping
          their passwords safe.
        </li>
        <li>
          Instructor accounts are for adults who create and run courses. Instructors must keep what they
          publish suitable for children aged {CHILD_MIN_AGE} to {CHILD_MAX_AGE}.
        </li>
        <li>
          Do not share your password. Tell us straight away if you think someone else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'children-conduct',
    title: 'Rules for children',
    body: (
      <>
        <Typography>We ask every child who uses Youth Enrichments to:</Typography>
        <ul>
          <li>be kind, to themselves and to others;</li>
          <li>keep their password secret, except from their parent;</li>
          <li>
            never put their surname, address, school, phone number or photo into a username or an answer;
          </li>
          <li>use only their own login, and never try to get into someone else’s account;</li>
          <li>tell a grown-up they trust if anything on the site makes them feel worried or upset;</li>
          <li>take breaks: the courses work best in short, regular sessions.</li>
        </ul>
        <Typography>
          Parents, please go through these rules with your child when you create their login.
        </Typography>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the service fairly',
    body: (
      <>
        <Typography>Nobody may:</Typography>
        <ul>
          <li>upload anything unlawful, hateful, violent, sexual or otherwise unsuitable for children;</li>
          <li>collect information about children or other users;</li>
          <li>copy, resell or republish course material outside the service;</li>
          <li>try to break, overload or get around the security of the service.</li>
        </ul>
        <Typography>
          We may remove content and suspend or close accounts that break these rules. When we do, we tell the
          account holder why, unless the law or a child’s safety prevents it.
        </Typography>
      </>
    ),
  },
  ...(isOn('subscriptions') ? [subscriptions] : []),
  {
    id: 'content',
    title: 'Courses and content',
    body: (
      <>
        <Typography>
          The courses, games, illustrations and text belong to Youth Enrichments or to the instructors who
          wrote them. Your account lets your family use them for personal, non-commercial learning.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          Instructors keep the rights to what they create and give us permission to show it to the learners
          they publish it for.
        </Typography>
      </>
    ),
  },
  {
    id: 'talk-together',
    title: 'What children post',
    body: (
      <Typography>
        Children cannot message each other privately. Boards are off for every child until their parent turns
        them on: then, on a course’s “Talk together” board, the child can answer the instructor’s questions
        under a display name the parent approves. The instructor reads every answer before other children see
        it and may decline it.
      </Typography>
    ),
  },
  {
    id: 'not-therapy',
    title: 'What the courses are and are not',
    body: (
      <Typography>
        Our courses teach everyday skills for confidence and wellbeing. They are not medical advice, therapy
        or a diagnosis. The self-esteem check-in is a conversation starter for families, not a clinical test.
        If you are worried about your child’s mental health, please talk to your doctor or a qualified
        professional.
      </Typography>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <Typography>
        We work to keep the service running and your child’s progress safe, but we cannot promise it will
        never be interrupted. We may improve or change courses and features. When we change these terms or the
        privacy policy, we email you at least {POLICY_NOTICE_DAYS} days before the new version takes effect
        and ask you to agree to it when you next sign in after that; if you do not accept it, you can close
        your account.
      </Typography>
    ),
  },
  {
    id: 'closing',
    title: 'Closing your account',
    body: (
      <Typography>
        You can delete your account or any child’s account at any time. Deleting removes the data as described
        in the privacy policy: from the service at once, and from our backups within {RETENTION.backupsDays}{' '}
        days.
        {isOn('subscriptions') ? ' Cancel any subscription first so that you are not charged again.' : null}
      </Typography>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <Typography>
        We provide the service with reasonable care and skill. Nothing in these terms limits rights you have
        by law that cannot be limited, or our responsibility for harm caused by our negligence.
      </Typography>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <Typography>
        Questions about these terms{isOn('subscriptions') ? ', your subscription' : null} or your account:{' '}
        <SupportEmail />.
      </Typography>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and conditions"
      intro={
        <Typography>
          Please read these terms with care. They explain who may use Youth Enrichments, the rules we ask
          everyone, including children, to follow
          {isOn('subscriptions') ? ', and how subscriptions and cancelling work' : ''}.
        </Typography>
      }
      sections={sections()}
    />
  );
}

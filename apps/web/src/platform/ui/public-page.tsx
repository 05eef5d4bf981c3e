// The pieces every public page of the public site shares (issue 36): the small link back above
// the title, a titled section, and a labelled fact of a detail page's summary.
import { Anchor, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

/** The link above a public page's title, back to the list a visitor came from. */
export function PublicBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mb="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} aria-hidden />
      {label}
    </Anchor>
  );
}

/** A section of a public page, named by its heading. */
export function PublicSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** One fact of a public summary: a small upper-case label over the value. */
export function PublicFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

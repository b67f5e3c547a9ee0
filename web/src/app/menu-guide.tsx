import { useTranslation } from 'react-i18next';
import { EmptyGuide, GuideAction } from '../components/empty-guide';
import type { MenuKey } from './menu';
import { useMenuLinks } from './use-menu-links';

interface MenuGuideProps {
  title: string;
  description: string;
  /** The menu items where the first step is taken; those the user cannot open are left out. */
  items: readonly MenuKey[];
}

/** An empty dashboard's guide: what is missing, and buttons to the pages where it starts. */
export function MenuGuide({ title, description, items }: MenuGuideProps) {
  const { t } = useTranslation();
  const links = useMenuLinks(items);
  return (
    <EmptyGuide
      framed
      title={title}
      description={description}
      action={links.map((link) => (
        <GuideAction key={link.key} label={t(link.label)} to={link.to} />
      ))}
    />
  );
}

import { HelpIndexView } from '@/features/help/components/help-index-view';
import { HelpTopicView } from '@/features/help/components/help-topic-view';
import { usePageTitle } from '@/lib/use-page-title';

export function HelpIndexPage() {
  usePageTitle('help.pageTitle');
  return <HelpIndexView />;
}

export function HelpTopicPage() {
  usePageTitle('help.pageTitle');
  return <HelpTopicView />;
}

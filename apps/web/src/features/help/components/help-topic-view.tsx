import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';
import { helpScreenshot, isHelpTopic } from '../help-topics';

interface HelpSection {
  heading: string;
  steps: string[];
}

/** `dashboard/help/:topic`: one task, its screen as it is now and the steps, section by section. */
export function HelpTopicView() {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const { topic } = useParams();
  const [pictureMissing, setPictureMissing] = useState(false);
  const back = (
    <Button
      component={Link}
      to={to('/dashboard/help')}
      startIcon={<ArrowBack aria-hidden="true" />}
      sx={{ mb: 2 }}
    >
      {t('help.back')}
    </Button>
  );
  if (!isHelpTopic(topic)) {
    return (
      <Box>
        {back}
        <Alert severity="warning">{t('help.notFound')}</Alert>
      </Box>
    );
  }
  const title = t(`help.topics.${topic}.title`);
  const sections = t(`help.topics.${topic}.sections`, { returnObjects: true }) as HelpSection[];
  return (
    <Box component="article" sx={{ maxWidth: 860 }}>
      {back}
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t(`help.topics.${topic}.summary`)}</Typography>
      {pictureMissing ? null : (
        <Box
          component="img"
          src={helpScreenshot(i18n.language, topic)}
          alt={t('help.screenshot', { title })}
          onError={() => setPictureMissing(true)}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            objectPosition: 'top',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            mb: 3,
          }}
        />
      )}
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {section.heading}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
            {section.steps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

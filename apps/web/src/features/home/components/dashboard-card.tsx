import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled section of the dashboard: an outlined card labelled by its heading, with an optional action. */
export function DashboardCard(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h2">
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Paper>
  );
}

/** The quiet sentence a section shows when it has nothing to list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', py: 1 }}>{children}</Typography>;
}

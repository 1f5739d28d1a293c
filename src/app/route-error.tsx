import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { site } from '@/generated/config';

/** Shown when rendering a route throws: site.yaml `words.page.error` ("Unexpected Application Error!") with the error's message. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box role="alert" sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {site.words.page.error}
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main' }}>
        {message}
      </Typography>
    </Box>
  );
}

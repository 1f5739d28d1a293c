import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Box, Typography } from '@mui/material';

/** Shown when rendering a route throws: "Unexpected Application Error!" with the error's message. */
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
        Unexpected Application Error!
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main' }}>
        {message}
      </Typography>
    </Box>
  );
}

import type { LoginFormValues } from '@app/domain';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import { useAuthUser } from '@/lib/use-auth-user';
import { authErrorText } from '../api/auth-error-text';
import { redirectTarget } from '../api/redirect-target';
import { signInWithPassword } from '../api/sign-in';
import { LoginForm } from './login-form';
import { authMessages, loginMessages, PLATFORM_NAME } from '../messages';

/**
 * /login. A signed-in visitor goes straight to where the guard sent them from, else
 * to the dashboard; that same redirect takes over once a sign-in succeeds.
 */
export default function LoginPage() {
  const authUser = useAuthUser();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const target = redirectTarget(searchParams.get('redirectTo'));

  const submit = useCallback(
    async ({ email, password }: LoginFormValues) => {
      try {
        await signInWithPassword(email, password);
        toast({
          title: authMessages.loginSuccessTitle,
          description: authMessages.loginSuccessDescription,
          variant: 'success',
        });
      } catch (error) {
        const explanation = authErrorText(error);
        if (explanation) {
          toast({
            title: authMessages.loginErrorTitle,
            description: explanation,
            variant: 'error',
          });
        } else {
          console.error('Falha inesperada no login', error);
          toast({
            title: authMessages.unexpectedErrorTitle,
            description: authMessages.unexpectedLoginError,
            variant: 'error',
          });
        }
      }
    },
    [toast],
  );

  if (authUser.status === 'loading') return <PageLoader />;
  if (authUser.user) return <Navigate to={target} replace />;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="overline" color="primary" component="p">
            {PLATFORM_NAME}
          </Typography>
          <Typography variant="h4" component="h1" gutterBottom>
            {loginMessages.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {loginMessages.subtitle}
          </Typography>
          <LoginForm onSubmit={submit} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {loginMessages.noAccount}{' '}
            <Link component={RouterLink} to={paths.signUp.getHref()}>
              {loginMessages.signUpLink}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

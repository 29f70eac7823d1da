/**
 * The auth popup (max 450 px, close icon): Login; Register when the brand allows sign-up, or allows
 * sign-up by referral and a code is present; Login with OTP when enabled; Forgot password from the
 * login form, on every brand (a player without OTP login has no other way back in). Closing resets to Login.
 * Failed calls show the server's message as an error toast.
 */
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useServices } from '../boot/services-context';
import { ModalClose, ModalContent, ModalOverlay } from '../ui/Modal';
import { engineStore, type AuthTab } from '../state/engine-store';
import type { BrandManifest } from '../../domain/manifest/types';
import { closeAuth } from './account-actions';
import { completeLogin } from './complete-login';
import { authApi, AuthError, type AuthApi, type SessionGrant } from './auth-api';
import { LoginForm } from './LoginForm';
import { OtpLoginForm } from './OtpLoginForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';

const TabList = styled(Tabs.List)`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid #e4e7ec;
`;

const Tab = styled(Tabs.Trigger)`
  flex: 1;
  background: none;
  border: 0;
  padding: 10px 4px;
  font-weight: 600;
  color: #475467;
  border-bottom: 3px solid transparent;
  cursor: pointer;
  &[data-state='active'] { color: #111; border-bottom-color: var(--wl-color-theme); }
`;

export default function AuthDialog() {
  const { auth, brand, session } = useSnapshot(engineStore);
  const services = useServices();
  const navigate = useNavigate();
  const api = useMemo(() => authApi(services.api, services.socket), [services]);
  if (!brand) return null;
  const registerAllowed = brand.flags.signup || (brand.flags.signupByReferral && Boolean(session.referCode));
  const otpAllowed = brand.flags.otpLogin;
  const tab: AuthTab = (auth.tab === 'register' && !registerAllowed) || (auth.tab === 'otp' && !otpAllowed) ? 'login' : auth.tab;
  const calls: AuthCalls = {
    api,
    identity: brand.identity,
    run: async (work) => {
      try {
        completeLogin(await work(), services.toast, navigate);
      } catch (error) {
        services.toast.error(error instanceof AuthError ? error.message : 'Something went wrong. Please try again.');
      }
    },
    requestOtp: (purpose) => async (phone) => {
      try {
        const orderId = purpose === 'forgot' ? await api.requestPasswordReset(phone) : await api.requestOtp(phone, brand.identity.managerId, purpose);
        services.toast.success(`OTP sent to +91 ${phone}`);
        return orderId;
      } catch (error) {
        services.toast.error((error as Error).message);
        throw error;
      }
    },
  };
  return (
    <Dialog.Root open={auth.open} onOpenChange={(open) => (open ? undefined : closeAuth())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent data-testid="auth-dialog" aria-describedby={undefined}>
          <Dialog.Title>{tab === 'register' ? 'Create an account' : tab === 'forgot' ? 'Reset your password' : 'Log in'}</Dialog.Title>
          {tab === 'forgot' ? (
            <ForgotPasswordForm
              onRequestOtp={calls.requestOtp('forgot')}
              onLogin={() => setTab('login')}
              onReset={(values) =>
                calls.run(async () => {
                  const grant = await api.resetPassword(values);
                  services.toast.success('Your password has been changed.');
                  return grant;
                })
              }
            />
          ) : (
            <AuthTabs tab={tab} registerAllowed={registerAllowed} otpAllowed={otpAllowed} referCode={session.referCode} calls={calls} />
          )}
          <ModalClose aria-label="Close">×</ModalClose>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const setTab = (next: AuthTab) => {
  engineStore.auth.tab = next;
};

/** The dialog's calls to the operator, each failure shown as a toast. */
interface AuthCalls {
  api: AuthApi;
  identity: BrandManifest['identity'];
  /** Signs the player in with the session `work` gets. */
  run(work: () => Promise<SessionGrant>): Promise<void>;
  /** Sends an OTP for `purpose`; resolves the order id the OTP is checked against. */
  requestOtp(purpose: 'signup' | 'login' | 'forgot'): (phone: string) => Promise<string>;
}

/** Login, and Register and Login with OTP where the brand allows them. */
function AuthTabs({ tab, registerAllowed, otpAllowed, referCode, calls }: { tab: AuthTab; registerAllowed: boolean; otpAllowed: boolean; referCode: string | null; calls: AuthCalls }) {
  const { api, identity, run, requestOtp } = calls;
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
      <TabList aria-label="Log in or register">
        <Tab value="login">Login</Tab>
        {registerAllowed ? <Tab value="register">Register</Tab> : null}
        {otpAllowed ? <Tab value="otp">Login with OTP</Tab> : null}
      </TabList>
      <Tabs.Content value="login">
        <LoginForm
          onLogin={(username, password) => run(() => api.loginWithPassword(username, password, identity.siteUrl))}
          onDemo={() => run(() => api.loginDemo(identity.siteUrl))}
          onOtp={otpAllowed ? () => setTab('otp') : undefined}
          onRegister={registerAllowed ? () => setTab('register') : undefined}
          onForgot={() => setTab('forgot')}
        />
      </Tabs.Content>
      {registerAllowed ? (
        <Tabs.Content value="register">
          <RegisterForm
            referCode={referCode}
            onRequestOtp={requestOtp('signup')}
            onLogin={() => setTab('login')}
            onRegister={(values) =>
              run(async () => {
                const promoType = values.promoCode ? await api.verifyPromo(values.promoCode, identity.siteUrl) : '';
                return api.register({ ...values, promoType, managerId: identity.managerId, adminName: identity.adminName, siteUrl: identity.siteUrl });
              })
            }
          />
        </Tabs.Content>
      ) : null}
      {otpAllowed ? (
        <Tabs.Content value="otp">
          <OtpLoginForm onRequestOtp={requestOtp('login')} onLogin={(phone, otp, orderId) => run(() => api.loginWithOtp(phone, otp, orderId, identity.managerId))} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}

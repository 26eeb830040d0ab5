/** What other parts of the server may use of the messaging area (one-time codes, texts to phones). */
export { sendOtp, verifyOtp } from './otp.ts';
export { smsSendJob, useSmsGateway, type TSmsGateway } from './sms-gateway.ts';

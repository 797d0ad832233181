// GENERATED from the API's OpenAPI document (GET /docs/json) by openapi-typescript. Do not edit.
// After changing a route's schema, run `npm run generate:api-types` and commit the result;
// the API tests fail while this file is out of date. Use the helpers in ./index.ts.

export interface paths {
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 인증번호 확인. 맞으면 확인한 기기만 이 번호로 30분 안에 회원가입, 번호 변경, 아이디 찾기, 비밀번호 재설정을 할 수 있음 (verificationToken 을 본문 또는 쿠키 ieum_phone_verification 으로). 번호마다 5회까지 틀릴 수 있음 */
        get: {
            parameters: {
                query: {
                    /** @description +8210 으로 시작하는 번호 (010 형식도 받음) */
                    phoneNumber: string;
                    verificationCode: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 이 기기의 인증 증표 (30분). 같은 값이 HttpOnly 쿠키로도 옴 */
                            verificationToken: string;
                            /** @enum {boolean} */
                            verified: true;
                        };
                    };
                };
                /** @description WRONG_CODE, CODE_EXPIRED, CODE_NOT_REQUESTED, INVALID_PHONE_NUMBER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_ATTEMPTS (5회 틀림), TOO_MANY_REQUESTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 휴대폰 인증번호(6자리) 발송. 5분 유효, 새로 받으면 이전 번호는 무효 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description +8210 으로 시작하는 번호 (010 형식도 받음)
                         * @example +821012345678
                         */
                        phoneNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresInSeconds: number;
                        };
                    };
                };
                /** @description INVALID_PHONE_NUMBER, VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 번호별, 기기별 발송 한도 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description SMS_UNAVAILABLE: 문자 발송 실패 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/kakao/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 카카오 redirect URI. 가입된 사용자는 /redirect?accessToken&refreshToken&userType, 처음이면 /roleselect?username&name&gender&phone&age&kakaoTicket, 실패하면 /redirect?error=메시지 */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    error?: string;
                    error_description?: string;
                    state?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/kakao/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 카카오 로그인 시작: 카카오 동의 화면으로 이동 (새 창에서 엶). 설정이 없으면 503 안내 페이지 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그아웃: 리프레시 토큰의 세션을 끝냄 (알 수 없는 토큰도 204) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 현재 로그인한 사용자 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            userId: string;
                            /** @enum {string} */
                            userType: "volunteer" | "elderly" | "guardian" | "staff";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 액세스 토큰 갱신. 리프레시 토큰은 새것으로 바뀌고, 이미 쓴 토큰을 다시 쓰면 그 세션 전체가 끝남 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 약 1시간 유효한 액세스 토큰 (Bearer) */
                            accessToken: string;
                            /** @description 약 30일 유효, 한 번 쓰면 새 토큰으로 교체됨 */
                            refreshToken: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 액세스 토큰의 세션이 살아 있으면 204 (AI 호스트가 토큰마다 확인). 로그아웃·비밀번호 변경 등으로 끝난 세션은 401 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/aws/s3/review/preSigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 후기 사진 업로드 주소 count 개 (1~10, 봉사자만) */
        get: {
            parameters: {
                query: {
                    /** @description 선택: 올릴 파일의 형식 (image/jpeg, image/png, image/gif, image/webp, image/heic, image/heif, image/avif). 주면 그 형식만 받음 */
                    contentType?: string;
                    count: number;
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 업로드 후 저장하고 보여줄 주소 (로컬 저장소면 /api/uploads/... 같은 출처 경로) */
                            imageUrl: string;
                            key: string;
                            /** @description 5분 동안 쓸 수 있는 PUT 주소. 파일의 Content-Type 을 함께 보냄 */
                            preSignedUrl: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH, UPLOAD_NOT_ALLOWED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS (10분에 120번), UPLOAD_QUOTA_EXCEEDED: 오늘 올릴 수 있는 사진 용량을 모두 쓰셨어요. N분 후에 다시 시도해주세요. (하루 용량, Retry-After 초) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/aws/s3/user/preSigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 프로필(profile) 또는 챗봇(ai_profile, 이용자만) 사진 업로드 주소 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: 올릴 파일의 형식 (image/jpeg, image/png, image/gif, image/webp, image/heic, image/heif, image/avif). 주면 그 형식만 받음 */
                    contentType?: string;
                    type?: "profile" | "ai_profile";
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 업로드 후 저장하고 보여줄 주소 (로컬 저장소면 /api/uploads/... 같은 출처 경로) */
                            imageUrl: string;
                            key: string;
                            /** @description 5분 동안 쓸 수 있는 PUT 주소. 파일의 Content-Type 을 함께 보냄 */
                            preSignedUrl: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH, UPLOAD_NOT_ALLOWED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS (10분에 120번), UPLOAD_QUOTA_EXCEEDED: 오늘 올릴 수 있는 사진 용량을 모두 쓰셨어요. N분 후에 다시 시도해주세요. (하루 용량, Retry-After 초) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 위기 알림 목록. open: 확인 전(오래된 순) 다음 확인 후 마무리 전(오래된 순). closed: 마무리된 것 최근 순 */
        get: {
            parameters: {
                query?: {
                    /** @description 담당 구 중 하나만 (없으면 담당 구 전체) */
                    district?: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                    /** @description open: 확인 전과 확인 후 마무리 전 (확인 전이 먼저, 오래된 순), closed: 마무리된 것 최근 순 (최대 200) */
                    status?: "open" | "closed";
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                acknowledgedAt: string | null;
                                acknowledgedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                closedAt: string | null;
                                closedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                /**
                                 * @description 10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때
                                 * @example 2026-12-01T14:30:00
                                 */
                                escalatedAt: string | null;
                                id: number;
                                /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                                kind: string;
                                /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                                kindLabel: string;
                                /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                                message: string;
                                note: string | null;
                                /**
                                 * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                                 * @enum {string|null}
                                 */
                                outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                                outcomeLabel: string | null;
                                /** @description 30분이 지나도록 확인되지 않음 */
                                overdue: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description DISTRICT_NOT_FOUND: 담당하지 않는 구예요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 위기 알림 상세와 경과 (알림, 확대, 확인, 마무리), 같은 어르신의 다른 알림 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                acknowledgedAt: string | null;
                                acknowledgedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                closedAt: string | null;
                                closedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                /**
                                 * @description 10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때
                                 * @example 2026-12-01T14:30:00
                                 */
                                escalatedAt: string | null;
                                id: number;
                                /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                                kind: string;
                                /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                                kindLabel: string;
                                /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                                message: string;
                                note: string | null;
                                /**
                                 * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                                 * @enum {string|null}
                                 */
                                outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                                outcomeLabel: string | null;
                                /** @description 30분이 지나도록 확인되지 않음 */
                                overdue: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                            };
                            history: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                at: string;
                                /** @description 확인하거나 마무리한 사회복지사 이름 */
                                by: string | null;
                                /** @description 한국어 한 줄 (누구에게 어떻게 알렸는지, 남긴 메모) */
                                detail: string;
                                /** @enum {string} */
                                event: "RAISED" | "SENT" | "ESCALATED" | "OVERDUE" | "ACKNOWLEDGED" | "CLOSED";
                            }[];
                            otherAlerts: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                acknowledgedAt: string | null;
                                acknowledgedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                closedAt: string | null;
                                closedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                /**
                                 * @description 10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때
                                 * @example 2026-12-01T14:30:00
                                 */
                                escalatedAt: string | null;
                                id: number;
                                /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                                kind: string;
                                /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                                kindLabel: string;
                                /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                                message: string;
                                note: string | null;
                                /**
                                 * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                                 * @enum {string|null}
                                 */
                                outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                                outcomeLabel: string | null;
                                /** @description 30분이 지나도록 확인되지 않음 */
                                overdue: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALERT_NOT_FOUND: 위기 알림을 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/alerts/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 확인했어요: 처음 확인한 사람과 때가 남음 (두 번째는 그대로 200). 확대와 지연 표시가 멈춤 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            acknowledgedAt: string | null;
                            acknowledgedBy: {
                                name: string;
                                staffId: number;
                            } | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            closedAt: string | null;
                            closedBy: {
                                name: string;
                                staffId: number;
                            } | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            createdAt: string;
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderly: {
                                addressDetail: string;
                                age: number | null;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderlyId: number;
                                /** @enum {string|null} */
                                gender: "male" | "female" | null;
                                name: string;
                                phone: string;
                            };
                            /**
                             * @description 10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때
                             * @example 2026-12-01T14:30:00
                             */
                            escalatedAt: string | null;
                            id: number;
                            /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                            kind: string;
                            /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                            kindLabel: string;
                            /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                            message: string;
                            note: string | null;
                            /**
                             * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                             * @enum {string|null}
                             */
                            outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                            outcomeLabel: string | null;
                            /** @description 30분이 지나도록 확인되지 않음 */
                            overdue: boolean;
                            /** @enum {string} */
                            status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALERT_NOT_FOUND: 위기 알림을 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALERT_CLOSED: 이미 마무리된 위기 알림이에요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/alerts/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 마무리: 무엇을 했는지(outcome)와 짧은 메모. 확인 전이면 확인도 함께 기록 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1~500자 */
                        note: string;
                        /**
                         * @description CALLED, VISITED, EMERGENCY_119, FALSE_ALARM
                         * @enum {string}
                         */
                        outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            acknowledgedAt: string | null;
                            acknowledgedBy: {
                                name: string;
                                staffId: number;
                            } | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            closedAt: string | null;
                            closedBy: {
                                name: string;
                                staffId: number;
                            } | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            createdAt: string;
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderly: {
                                addressDetail: string;
                                age: number | null;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderlyId: number;
                                /** @enum {string|null} */
                                gender: "male" | "female" | null;
                                name: string;
                                phone: string;
                            };
                            /**
                             * @description 10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때
                             * @example 2026-12-01T14:30:00
                             */
                            escalatedAt: string | null;
                            id: number;
                            /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                            kind: string;
                            /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                            kindLabel: string;
                            /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                            message: string;
                            note: string | null;
                            /**
                             * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                             * @enum {string|null}
                             */
                            outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                            outcomeLabel: string | null;
                            /** @description 30분이 지나도록 확인되지 않음 */
                            overdue: boolean;
                            /** @enum {string} */
                            status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALERT_NOT_FOUND: 위기 알림을 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALERT_CLOSED: 이미 마무리된 위기 알림이에요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/alerts/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 배지 숫자 (개인 정보 없음, 감사 기록 없음): 5~30초마다 물어보고 latestAlertId 가 바뀌면 목록을 다시 불러올 것 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 담당 구의 가장 최근 알림 id (없으면 0) */
                            latestAlertId: number;
                            /** @description 마무리 전 알림 */
                            open: number;
                            overdue: number;
                            /** @description 아무도 확인하지 않은 알림 (배지) */
                            unacknowledged: number;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 감사 기록: 담당 구 어르신의 정보를 사회복지사와 가족이 본 기록 (최근 순, 최대 500) */
        get: {
            parameters: {
                query?: {
                    /** @description 담당 구 중 하나만 (없으면 담당 구 전체) */
                    district?: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                    /** @description 서울 날짜 YYYY-MM-DD (없으면 30일 전) */
                    from?: string;
                    /** @description 서울 날짜 YYYY-MM-DD, 그날 포함 (없으면 오늘) */
                    to?: string;
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                action: string;
                                actionLabel: string;
                                actor: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    role: "volunteer" | "elderly" | "guardian" | "staff";
                                };
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                at: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    id: number;
                                    name: string;
                                };
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description DISTRICT_NOT_FOUND: 담당하지 않는 구예요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/export/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CSV 내려받기 (UTF-8, BOM 포함: 엑셀에서 한글이 바로 열림; Content-Disposition attachment). alerts 는 마무리 전과 최근 90일 마무리, audit 는 from/to */
        get: {
            parameters: {
                query?: {
                    /** @description 담당 구 중 하나만 (없으면 담당 구 전체) */
                    district?: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                    /** @description 서울 날짜 YYYY-MM-DD (없으면 30일 전) */
                    from?: string;
                    /** @description 서울 날짜 YYYY-MM-DD, 그날 포함 (없으면 오늘) */
                    to?: string;
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    list: "alerts" | "waiting-requests" | "loneliness" | "idle-volunteers" | "audit";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV 본문 (text/csv; charset=utf-8, BOM 으로 시작) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description DISTRICT_NOT_FOUND: 담당하지 않는 구예요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/idle-volunteers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사 가능 시간을 정했는데 30일 넘게 배정이 없는 봉사자 (오래된 순) */
        get: {
            parameters: {
                query?: {
                    /** @description 담당 구 중 하나만 (없으면 담당 구 전체) */
                    district?: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            volunteers: {
                                categories: ("HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING")[];
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                joinedAt: string;
                                /**
                                 * @description 마지막으로 배정된 때 (매칭된 시각), 없으면 null
                                 * @example 2026-12-01T14:30:00
                                 */
                                lastMatchedAt: string | null;
                                name: string;
                                phone: string;
                                /** @description 주간 봉사 가능 시간 수 */
                                slotCount: number;
                                volunteerId: number;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description DISTRICT_NOT_FOUND: 담당하지 않는 구예요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/loneliness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지난달 외로움+슬픔 비율이 그 전달보다 오른 어르신 (두 달 모두 메시지 5개 이상, 많이 오른 순) */
        get: {
            parameters: {
                query?: {
                    /** @description 담당 구 중 하나만 (없으면 담당 구 전체) */
                    district?: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            month: string;
                            people: {
                                /** @description share - previousShare (%p, 양수만) */
                                change: number;
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                messages: number;
                                previousMessages: number;
                                /** @description 그 전달 비율 (%) */
                                previousShare: number;
                                /** @description 지난달 외로움+슬픔 비율 (%) */
                                share: number;
                            }[];
                            previousMonth: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description DISTRICT_NOT_FOUND: 담당하지 않는 구예요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 로그인한 사회복지사와 담당 구 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            districts: ("GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO")[];
                            name: string;
                            staffId: number;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 어르신 상세와 경과: 위기 알림, 신청 (최근 20), 최근 3달 마음 그래프, 위기 알림 수신 설정 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                acknowledgedAt: string | null;
                                acknowledgedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                closedAt: string | null;
                                closedBy: {
                                    name: string;
                                    staffId: number;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                /**
                                 * @description 10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때
                                 * @example 2026-12-01T14:30:00
                                 */
                                escalatedAt: string | null;
                                id: number;
                                /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                                kind: string;
                                /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                                kindLabel: string;
                                /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                                message: string;
                                note: string | null;
                                /**
                                 * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                                 * @enum {string|null}
                                 */
                                outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                                outcomeLabel: string | null;
                                /** @description 30분이 지나도록 확인되지 않음 */
                                overdue: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                            }[];
                            elderly: {
                                addressDetail: string;
                                age: number | null;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderlyId: number;
                                /** @enum {string|null} */
                                gender: "male" | "female" | null;
                                name: string;
                                phone: string;
                            };
                            emotions: {
                                /** @description 그 달 어르신이 보낸 메시지 수 */
                                messages: number;
                                /** @description YYYY-MM (서울) */
                                month: string;
                                /** @description 감정 -> 퍼센트 (합 100, 자료가 없으면 {}) */
                                sentimentPercentages: {
                                    [key: string]: number;
                                };
                            }[];
                            requests: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                elderlyName: string;
                                matchingId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @enum {string} */
                                status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                volunteerName: string | null;
                            }[];
                            /** @description 어르신이 사회복지사 위기 알림을 켜 두었는지 */
                            staffCrisisAlerts: boolean;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/record-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 사회복지사: 내 구의 확인 대기 회보서 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            decidedAt: string | null;
                            district: string;
                            /** @description 파일이 아직 있음 (확인을 마치면 삭제) */
                            hasDocument: boolean;
                            id: number;
                            /** @enum {string} */
                            status: "PENDING" | "VERIFIED" | "REJECTED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            uploadedAt: string;
                            /** @description 사회복지사가 파일을 연 횟수 (모두 기록됨) */
                            views: number;
                            volunteerId: number;
                            volunteerName: string;
                        }[];
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/record-checks/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 사회복지사: 확인 (verified true: '확인된 봉사자' 배지) 또는 반려. 파일은 바로 삭제 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        verified: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            decidedAt: string | null;
                            district: string;
                            /** @description 파일이 아직 있음 (확인을 마치면 삭제) */
                            hasDocument: boolean;
                            id: number;
                            /** @enum {string} */
                            status: "PENDING" | "VERIFIED" | "REJECTED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            uploadedAt: string;
                            /** @description 사회복지사가 파일을 연 횟수 (모두 기록됨) */
                            views: number;
                            volunteerId: number;
                            volunteerName: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_NOT_FOUND: 범죄경력 회보서를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_DECIDED: 이미 확인을 마친 회보서예요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/record-checks/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 사회복지사: 회보서 파일 열기 (열 때마다 기록). 다른 구는 404, 확인 후에는 410 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 파일 (Cache-Control: no-store) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                        "image/jpeg": unknown;
                        "image/png": unknown;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/jpeg": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/png": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/jpeg": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/png": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_NOT_FOUND: 범죄경력 회보서를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/jpeg": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/png": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_REMOVED: 확인을 마쳐 파일이 삭제된 회보서예요. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/jpeg": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                        "image/png": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/record-checks/{id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 사회복지사: 이 회보서를 누가 언제 열었는지 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            staffName: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            viewedAt: string;
                        }[];
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_NOT_FOUND: 범죄경력 회보서를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 신청 상세와 그 어르신의 지난 신청 (최근 20) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            history: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                elderlyName: string;
                                matchingId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @enum {string} */
                                status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                volunteerName: string | null;
                            }[];
                            request: {
                                addDescription: string;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                matchingId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                /** @description 신청 후 지난 시간 (시간, 내림) */
                                waitingHours: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description REQUEST_NOT_FOUND: 신청을 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/visit-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 사회복지사: 내 구의 확인이 필요한 방문 (확인 시간 안에 확인되지 않음, 방문 중 도움 요청). 감사 기록에 남음 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            visits: {
                                activityStatus: string;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                arrivedAt: string | null;
                                /**
                                 * @description ELDERLY_CONFIRM 어르신 휴대폰, CODE 방문 코드, STAFF 사회복지사
                                 * @enum {string|null}
                                 */
                                arriveMethod: "ELDERLY_CONFIRM" | "CODE" | "STAFF" | null;
                                /**
                                 * @description 봉사자가 도착했어요를 누른 때
                                 * @example 2026-12-01T14:30:00
                                 */
                                arriveRequestedAt: string | null;
                                creditedMinutes: number | null;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderlyId: number;
                                elderlyName: string;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                endTime: string;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                finishedAt: string | null;
                                /**
                                 * @description ELDERLY_CONFIRM 어르신 휴대폰, CODE 방문 코드, STAFF 사회복지사
                                 * @enum {string|null}
                                 */
                                finishMethod: "ELDERLY_CONFIRM" | "CODE" | "STAFF" | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                finishRequestedAt: string | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                firstHelpAt: string | null;
                                helpCount: number;
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                helpType: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                matchingId: number;
                                /** @enum {string|null} */
                                noShow: "LATE_CANCEL" | "NO_CHECK_IN" | null;
                                /** @description NOT_CONFIRMED 확인 시간 안에 도착·마침이 확인되지 않음, HELP 방문 중 도움이 필요해요 */
                                reasons: ("NOT_CONFIRMED" | "HELP")[];
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                volunteerId: number;
                                volunteerName: string;
                            }[];
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/visit-reviews/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 사회복지사: 시간 인정 (counted true, minutes 30분 단위 최대 210) 또는 불인정, 메모 필수 (200자 이하). 봉사 시간·확인서에 바로 반영, 감사 기록 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        counted: boolean;
                        minutes?: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            decidedAt: string;
                            /** @enum {string} */
                            decision: "COUNTED" | "NOT_COUNTED";
                            matchingId: number;
                            minutes: number;
                            note: string;
                            staffName: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED / VISIT_REVIEW_INVALID: 인정 시간은 30분 단위로 고르고, 메모는 1~200자로 적어주세요. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_REVIEW_NOT_FOUND: 확인이 필요한 방문을 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_REVIEW_SETTLED: 이미 처리한 방문이에요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/volunteers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사자 상세와 경과: 주간 봉사 가능 시간, 봉사 (최근 20) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activities: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                elderlyName: string;
                                matchingId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @enum {string} */
                                status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                volunteerName: string | null;
                            }[];
                            slots: {
                                /** @enum {string} */
                                dayOfWeek: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                                /** @description HH:MM */
                                time: string;
                            }[];
                            volunteer: {
                                bio: string;
                                categories: ("HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING")[];
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                joinedAt: string;
                                /**
                                 * @description 마지막으로 배정된 때 (매칭된 시각), 없으면 null
                                 * @example 2026-12-01T14:30:00
                                 */
                                lastMatchedAt: string | null;
                                name: string;
                                phone: string;
                                /** @description 주간 봉사 가능 시간 수 */
                                slotCount: number;
                                volunteerId: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VOLUNTEER_NOT_FOUND: 봉사자 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/waiting-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사자 없이 24시간 넘게 기다리는 신청 (시작 전, 오래 기다린 순) */
        get: {
            parameters: {
                query?: {
                    /** @description 담당 구 중 하나만 (없으면 담당 구 전체) */
                    district?: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                addDescription: string;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderly: {
                                    addressDetail: string;
                                    age: number | null;
                                    /**
                                     * @description 구 코드 (예: GANGNAM = 강남구)
                                     * @enum {string}
                                     */
                                    district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                    elderlyId: number;
                                    /** @enum {string|null} */
                                    gender: "male" | "female" | null;
                                    name: string;
                                    phone: string;
                                };
                                matchingId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                /** @description 신청 후 지난 시간 (시간, 내림) */
                                waitingHours: number;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description DISTRICT_NOT_FOUND: 담당하지 않는 구예요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사활동 확인서 진위 확인 (로그인 없음, 주소당 분당 20회). 이름은 가려서 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            issuedAt: string;
                            totalHours: number;
                            visitCount: number;
                            visits: {
                                date: string;
                                end: string;
                                hours: number;
                                start: string;
                            }[];
                            volunteerName: string;
                        };
                    };
                };
                /** @description CERTIFICATE_NOT_FOUND: 확인서를 찾을 수 없어요. 확인 코드를 다시 확인해주세요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 화면 오류 보고 (로그인 없음, 주소당 분당 30회; 서버 로그에만 남깁니다) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 보고한 앱: shell 또는 원격 앱 이름 (auth, volunteer, ...) */
                        app: string;
                        message: string;
                        /** @description 오류가 난 화면의 경로 (/matchinglist) */
                        route: string;
                        stack?: string;
                        /** @description 앱의 빌드 표시 (버전) */
                        version: string;
                    };
                };
            };
            responses: {
                /** @description 기록했습니다 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 요청이 너무 많습니다. N분 후에 다시 시도해주세요. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이용자 홈: 오늘의 매칭 카드 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 오늘(서울) 신청. 봉사자 없음 NOT_MATCHING, 완료 확인/후기 COMPLETED, 시작 시각 지남 STARTED, 그 전 NOT_STARTED. 없으면 null */
                            currentMatching: {
                                matchingId: number;
                                /** @description 봉사자 이름 (아직 없으면 null) */
                                otherName: string | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @enum {string} */
                                status: "NOT_MATCHING" | "NOT_STARTED" | "STARTED" | "COMPLETED";
                            } | null;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * 챗봇 이름과 사진 저장
         * @description name: 앞뒤 공백 제거 후 1~20자, 보이지 않는 문자 불가. profileImage: 기본 그림 id, 앱에 들어 있는 그림 경로 (/profile.svg, /ai-icon.svg: 경로로 저장), 이 이용자가 올린 ai_profile 사진 주소, 또는 생략/'' (기본 그림 preset:sun).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        profileImage?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            /** @description 'preset:sun' 같은 기본 그림 id, 앱에 들어 있는 그림 경로 (/profile.svg, /ai-icon.svg), 또는 이 이용자가 올린 사진 주소 */
                            profileImage: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/elderly/care/guardians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 연결된 가족 (먼저 연결한 순, 최대 5명) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            guardians: {
                                guardianId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                linkedAt: string;
                                name: string;
                                /** @description 010 형식 */
                                phone: string;
                            }[];
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/care/guardians/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 가족 연결 끊기 (그 가족은 바로 아무것도 볼 수 없음) */
        delete: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description GUARDIAN_NOT_FOUND: 연결된 가족을 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/care/link-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 가족 연결 코드 만들기: 6자리, 10분 동안 한 번 쓸 수 있음. 새로 만들면 이전 코드는 못 씀 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 6자리 숫자. 이 응답에서만 볼 수 있음 (서버에는 HMAC 만 저장)
                             * @example 482913
                             */
                            code: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            expiresAt: string;
                            /** @description 남은 유효 시간(초), 처음엔 600 */
                            validSeconds: number;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_LINK_CODES: 가족 연결 코드를 너무 자주 만드셨어요. N분 후에 다시 만들어주세요. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        /** 만든 연결 코드 취소 (없어도 204) */
        delete: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/care/sharing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 공유 설정 (처음엔 @ieum/domain DEFAULT_CARE_SHARING) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 가족에게 공유: 위기 알림 (기본 켜짐) */
                            shareCrisisAlerts: boolean;
                            /** @description 가족에게 공유: 월별 마음 그래프 (기본 꺼짐) */
                            shareEmotionChart: boolean;
                            /** @description 가족에게 공유: 지난 봉사와 후기 (기본 켜짐) */
                            sharePastVisits: boolean;
                            /** @description 가족에게 공유: 봉사자님이 올린 후기 사진 (기본 꺼짐) */
                            shareReviewPhotos: boolean;
                            /** @description 가족에게 공유: 다가오는 봉사 일정 (기본 켜짐) */
                            shareUpcomingVisits: boolean;
                            /** @description 구청 사회복지사에게 위기 알림 보내기 (기본 켜짐) */
                            staffCrisisAlerts: boolean;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        /** 공유 설정 바꾸기: 보낸 항목만 바뀜. 끈 항목은 가족이 바로 볼 수 없음 */
        put: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shareCrisisAlerts?: boolean;
                        shareEmotionChart?: boolean;
                        sharePastVisits?: boolean;
                        shareReviewPhotos?: boolean;
                        shareUpcomingVisits?: boolean;
                        staffCrisisAlerts?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 가족에게 공유: 위기 알림 (기본 켜짐) */
                            shareCrisisAlerts: boolean;
                            /** @description 가족에게 공유: 월별 마음 그래프 (기본 꺼짐) */
                            shareEmotionChart: boolean;
                            /** @description 가족에게 공유: 지난 봉사와 후기 (기본 켜짐) */
                            sharePastVisits: boolean;
                            /** @description 가족에게 공유: 봉사자님이 올린 후기 사진 (기본 꺼짐) */
                            shareReviewPhotos: boolean;
                            /** @description 가족에게 공유: 다가오는 봉사 일정 (기본 켜짐) */
                            shareUpcomingVisits: boolean;
                            /** @description 구청 사회복지사에게 위기 알림 보내기 (기본 켜짐) */
                            staffCrisisAlerts: boolean;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/chatBot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 챗봇 이름과 사진 (아직 정하지 않았으면 404 CHATBOT_NOT_SET) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            /** @description 'preset:sun' 같은 기본 그림 id, 앱에 들어 있는 그림 경로 (/profile.svg, /ai-icon.svg), 또는 이 이용자가 올린 사진 주소 */
                            profileImage: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 자동 매칭 신청
         * @description 본문 두 가지: {matchingId} 이면 그 신청을 가장 잘 맞는 봉사자와 바로 매칭하거나 대기 목록에 올림. 도움 요청 본문(volunteerType, startTime, ...)이면 신청을 만들고 같은 일을 한 번에 함. 대기 중인 신청은 봉사자가 일정을 저장하거나 취소할 때, 그리고 주기적으로 다시 매칭되며, 시작 시각까지 봉사자가 없으면 마감(CANCELED)됨. 결과 status: PROGRESS 매칭됨, MATCHING 대기 중 (이용자에게 대기 알림).
         */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 비어 있으면 '추가 요청사항 없음' */
                        addDescription?: string;
                        /** @description 방문 주소. 없으면 회원 정보의 주소 */
                        address?: {
                            detail?: string;
                            /** @enum {string} */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                        };
                        /**
                         * @description dog, cat, etc, none (기본 none)
                         * @enum {string}
                         */
                        animalType?: "dog" | "cat" | "etc" | "none";
                        /** @description 이미 만든 신청을 자동 매칭(또는 대기)으로 돌릴 때 */
                        matchingId?: number | string;
                        /**
                         * @description 시작 시각. 오프셋 없는 서울 시각 (2026-12-01T14:30 또는 14:30:00) 또는 Z/오프셋이 붙은 ISO
                         * @example 2026-12-01T14:00:00
                         */
                        startTime?: string;
                        /**
                         * @description HEALTH, HOUSING, CULTURE, EDUCATION (대소문자 무관)
                         * @enum {string}
                         */
                        volunteerType?: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                        };
                    };
                };
                /** @description START_TIME_PAST: 현재 시각 이후의 시간만 선택할 수 있습니다. / START_TIME_TOO_FAR: 신청은 오늘부터 60일 안의 날짜만 가능합니다. / INVALID_START_TIME: 날짜와 시간을 모두 선택해주세요. / VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description REQUEST_ALREADY_EXISTS: 같은 날짜에 이미 진행 중인 신청이 있어요. 신청 내역을 확인해주세요. / REQUEST_CLOSED: 이미 취소되었거나 마감된 신청입니다. / REQUEST_EXPIRED: 시작 시간이 지나 마감된 신청입니다. 다른 시간으로 다시 신청해주세요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_CANCELED_REQUESTS: 오늘 신청을 여러 번 취소하셔서 새 신청을 잠시 받을 수 없어요. N분 후에 다시 시도해주세요. / TOO_MANY_REQUESTS_TODAY: 오늘은 신청을 더 받을 수 없어요. N분 후에 다시 시도해주세요. / TOO_MANY_OPEN_REQUESTS: 앞으로 예정된 신청이 너무 많아요. 신청 내역에서 필요 없는 신청을 취소하시거나, 가장 가까운 봉사가 시작되는 N분 후에 다시 시도해주세요. (Retry-After 초) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/matching/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 봉사 완료 표시 (시작 시각 이후만): REVIEWING, 봉사자에게 후기 요청 알림. 이미 완료면 그대로 200 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description NOT_STARTED: 봉사 시작 시간 이후에 완료할 수 있어요. / NOT_MATCHED: 아직 봉사자가 정해지지 않은 신청입니다. / REQUEST_CLOSED: 이미 취소되었거나 마감된 신청입니다. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        /**
         * 신청 취소 (MATCHING, 또는 시작 전 PROGRESS). 봉사자가 있었으면 알림. 이미 취소된 신청은 그대로 200
         * @description onLeave=true: 추천 화면을 떠날 때 보내는 취소. 아직 고르지 않은 신청(MATCHING, 자동 매칭 대기 아님)만 취소하고, 봉사자가 정해졌거나 자동 매칭에 맡긴 신청은 바꾸지 않고 지금 상태를 200으로 답한다
         */
        delete: {
            parameters: {
                query?: {
                    /** @description 추천 화면을 떠날 때의 취소: 봉사자가 정해졌거나 자동 매칭 중인 신청은 취소하지 않음 */
                    onLeave?: "true" | "false";
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALREADY_STARTED: 이미 시작된 봉사는 취소할 수 없어요. / ALREADY_COMPLETED: 이미 완료된 봉사는 취소할 수 없어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/matching/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 봉사자 평가: 봉사가 끝난 뒤(REVIEWING, COMPLETED) 그 이용자만, 봉사마다 한 번. 별점 1~5와 짧은 한마디(선택) */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 선택, 200자 이하 */
                        comment?: string;
                        /** @description 1~5 */
                        score: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string;
                            matchingId: number;
                            score: number;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RATING_NOT_ALLOWED: 봉사가 끝난 뒤에 평가할 수 있어요. / RATING_ALREADY_GIVEN: 이미 이 봉사를 평가하셨어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/no-shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 어르신: 봉사자가 오지 않았거나 24시간 안에 취소한 신청 (답하지 않은 것, 7일 안, 신청마다 하나) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            noShows: {
                                /**
                                 * @description LATE_CANCEL 시작 24시간 안에 봉사자가 취소, NO_CHECK_IN 시작 + 60분까지 도착 확인 없음
                                 * @enum {string}
                                 */
                                kind: "LATE_CANCEL" | "NO_CHECK_IN";
                                matchingId: number;
                                newVolunteerName: string | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                recordedAt: string;
                                /**
                                 * @description RECOMMEND 같은 신청으로 새 추천 (GET /api/elderly/recommend/{id}, 없으면 대기), NEW_REQUEST 같은 도움을 새 시간으로 신청, REMATCHED 이미 다른 봉사자가 정해짐 (고를 것 없음)
                                 * @enum {string}
                                 */
                                replacement: "RECOMMEND" | "NEW_REQUEST" | "REMATCHED";
                                request: {
                                    addDescription: string;
                                    /** @enum {string} */
                                    animalType: "dog" | "cat" | "etc" | "none";
                                    /**
                                     * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                     * @enum {string}
                                     */
                                    volunteerType: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                };
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @description 오지 않은(취소한) 봉사자 */
                                volunteerName: string;
                            }[];
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/no-shows/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 어르신: '다른 봉사자 찾기' (FIND_ANOTHER) 또는 '괜찮아요' (DISMISSED). 답만 기록하고 확정된 일정은 바꾸지 않음 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "FIND_ANOTHER" | "DISMISSED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description LATE_CANCEL 시작 24시간 안에 봉사자가 취소, NO_CHECK_IN 시작 + 60분까지 도착 확인 없음
                             * @enum {string}
                             */
                            kind: "LATE_CANCEL" | "NO_CHECK_IN";
                            matchingId: number;
                            newVolunteerName: string | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            recordedAt: string;
                            /**
                             * @description RECOMMEND 같은 신청으로 새 추천 (GET /api/elderly/recommend/{id}, 없으면 대기), NEW_REQUEST 같은 도움을 새 시간으로 신청, REMATCHED 이미 다른 봉사자가 정해짐 (고를 것 없음)
                             * @enum {string}
                             */
                            replacement: "RECOMMEND" | "NEW_REQUEST" | "REMATCHED";
                            request: {
                                addDescription: string;
                                /** @enum {string} */
                                animalType: "dog" | "cat" | "etc" | "none";
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                volunteerType: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                            };
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /** @description 오지 않은(취소한) 봉사자 */
                            volunteerName: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description NO_SHOW_NOT_FOUND: 봉사자님이 오지 않은 방문을 찾을 수 없어요. 이미 답하셨을 수 있어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description NO_SHOW_REMATCHED: 이미 다른 봉사자님이 정해졌어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/recommend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 도움 요청 만들기 + 추천 봉사자 (최대 4명)
         * @description 도움 요청을 만들고(MATCHING) 추천 봉사자를 최대 4명 돌려줍니다.
         *
         *     조건(모두 만족): 요청 요일에 시작 시각을 포함하는 3시간 가능 시간이 있음, 유형 비트 포함, 같은 구, 겹치는 3시간 일정 없음, 이 요청을 취소한 적 없음, 최근 30일 안에 이 어르신의 방문을 24시간 안에 취소하거나 오지 않은 적(노쇼) 없음.
         *
         *     순위 점수 = 0.4 × 글 적합도 + 0.2 × 경험 + 0.2 × 연속성 + 0.2 × 공정성 (각 0~1)
         *     - 글 적합도: 자기소개와 요청 글(요청 유형·반려동물 단어 포함)의 한글 음절 2-gram 코사인 유사도, 0.5 이상이면 1. 어르신이 쓴 글의 단어는 가중치 2.
         *     - 경험: ln(1 + 완료 건수) / ln(1 + 30), 최대 1.
         *     - 연속성: 이 어르신의 봉사를 완료한 적이 있고 이 어르신의 일정을 취소한 적이 없으면 1, 아니면 0.
         *     - 공정성: 1 / (1 + 앞뒤 30일 안의 배정 수).
         *     별점 보정 = 0.2 × (베이즈 평균 − 4) / 4, 베이즈 평균 = (5 × 4 + 별점 합) / (5 + 평가 수). 평가가 없으면 0 (새 봉사자는 밀리지 않음), 범위 −0.15 ~ +0.05.
         *     노쇼 감점 = 최근 90일 노쇼 중 첫 번째를 뺀 한 번마다 −0.15, 최대 −0.45.
         *     동점이면 최근 배정이 적은 순, 그다음 id 순.
         */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 비어 있으면 '추가 요청사항 없음' */
                        addDescription?: string;
                        /** @description 방문 주소. 없으면 회원 정보의 주소 */
                        address?: {
                            detail?: string;
                            /** @enum {string} */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                        };
                        /**
                         * @description dog, cat, etc, none (기본 none)
                         * @enum {string}
                         */
                        animalType?: "dog" | "cat" | "etc" | "none";
                        /**
                         * @description 시작 시각. 오프셋 없는 서울 시각 (2026-12-01T14:30 또는 14:30:00) 또는 Z/오프셋이 붙은 ISO
                         * @example 2026-12-01T14:00:00
                         */
                        startTime: string;
                        /**
                         * @description HEALTH, HOUSING, CULTURE, EDUCATION (대소문자 무관)
                         * @enum {string}
                         */
                        volunteerType: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            recommendVolunteers: {
                                bio: string;
                                name: string;
                                /** @description 언제나 가운데를 가림 (010-****-1234). 전체 번호는 매칭된 신청의 상세에서 봉사 시작 전후로만 */
                                phone: string;
                                /** @description 없으면 null (화면은 기본 프로필 그림) */
                                profileImageUrl: string | null;
                                /** @description 이용자들이 준 별점 평균 (1~5, 소수 한 자리). 평가가 없으면 null */
                                ratingAverage: number | null;
                                /** @description 받은 평가 수 */
                                ratingCount: number;
                                /** @description 확인된 봉사자: 구의 사회복지사가 범죄경력 회보서를 확인함 ('확인된 봉사자' 배지) */
                                verifiedVolunteer: boolean;
                                /** @description 봉사 시간: 양쪽이 확인한 방문의 인정 시간 합계 */
                                volunteerActivityTime: number;
                                volunteerId: number;
                            }[];
                        };
                    };
                };
                /** @description START_TIME_PAST: 현재 시각 이후의 시간만 선택할 수 있습니다. / START_TIME_TOO_FAR: 신청은 오늘부터 60일 안의 날짜만 가능합니다. / INVALID_START_TIME: 날짜와 시간을 모두 선택해주세요. / VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description REQUEST_ALREADY_EXISTS: 같은 날짜에 이미 진행 중인 신청이 있어요. 신청 내역을 확인해주세요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_RECOMMENDATIONS: 봉사자 추천을 너무 자주 요청하셨어요. N분 후에 다시 시도해주세요. / TOO_MANY_CANCELED_REQUESTS: 오늘 신청을 여러 번 취소하셔서 새 신청을 잠시 받을 수 없어요. N분 후에 다시 시도해주세요. / TOO_MANY_REQUESTS_TODAY: 오늘은 신청을 더 받을 수 없어요. N분 후에 다시 시도해주세요. / TOO_MANY_OPEN_REQUESTS: 앞으로 예정된 신청이 너무 많아요. 신청 내역에서 필요 없는 신청을 취소하시거나, 가장 가까운 봉사가 시작되는 N분 후에 다시 시도해주세요. (Retry-After 초) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/recommend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 열린 신청(MATCHING)의 추천 봉사자를 지금 기준으로 다시 (선택이 409로 거절된 뒤 목록 새로 고침) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            recommendVolunteers: {
                                bio: string;
                                name: string;
                                /** @description 언제나 가운데를 가림 (010-****-1234). 전체 번호는 매칭된 신청의 상세에서 봉사 시작 전후로만 */
                                phone: string;
                                /** @description 없으면 null (화면은 기본 프로필 그림) */
                                profileImageUrl: string | null;
                                /** @description 이용자들이 준 별점 평균 (1~5, 소수 한 자리). 평가가 없으면 null */
                                ratingAverage: number | null;
                                /** @description 받은 평가 수 */
                                ratingCount: number;
                                /** @description 확인된 봉사자: 구의 사회복지사가 범죄경력 회보서를 확인함 ('확인된 봉사자' 배지) */
                                verifiedVolunteer: boolean;
                                /** @description 봉사 시간: 양쪽이 확인한 방문의 인정 시간 합계 */
                                volunteerActivityTime: number;
                                volunteerId: number;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALREADY_MATCHED: 이미 봉사자가 정해진 신청입니다. / REQUEST_CLOSED: 이미 취소되었거나 마감된 신청입니다. / REQUEST_EXPIRED: 시작 시간이 지나 마감된 신청입니다. 다른 시간으로 다시 신청해주세요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_RECOMMENDATIONS: 봉사자 추천을 너무 자주 요청하셨어요. N분 후에 다시 시도해주세요. (Retry-After 초; 추천과 같은 한도) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elderly/recommend/matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 추천 봉사자 선택 (이 신청의 추천 목록에 있던 봉사자만). 그사이 겹치는 일정이 잡힌 봉사자면 409 이고 아무것도 바뀌지 않음. 성공하면 PROGRESS, 양쪽에 알림 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 숫자 id */
                        matchingId: number | string;
                        /** @description 숫자 id */
                        volunteerId: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. / VOLUNTEER_NOT_FOUND: 선택하신 봉사자를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VOLUNTEER_TAKEN: 선택하신 봉사자님이 방금 다른 일정에 배정되었어요. 다른 봉사자님을 선택해주세요. / VOLUNTEER_UNAVAILABLE: 선택하신 봉사자님은 이 시간에 봉사할 수 없어요. 다른 봉사자님을 선택해주세요. / VOLUNTEER_NOT_RECOMMENDED: 이 신청의 추천 목록에 있던 봉사자님만 선택할 수 있어요. 추천 목록에서 다시 선택해주세요. / ALREADY_MATCHED: 이미 봉사자가 정해진 신청입니다. / REQUEST_CLOSED: 이미 취소되었거나 마감된 신청입니다. / REQUEST_EXPIRED: 시작 시간이 지나 마감된 신청입니다. 다른 시간으로 다시 신청해주세요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 어르신이 불러 준 6자리 코드로 연결 (코드는 한 번만 쓸 수 있음) */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description 어르신 화면에 나온 6자리 숫자 (띄어쓰기, 하이픈 무시)
                         * @example 482913
                         */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderlyId: number;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            linkedAt: string;
                            name: string;
                            sharing: {
                                shareCrisisAlerts: boolean;
                                shareEmotionChart: boolean;
                                sharePastVisits: boolean;
                                shareReviewPhotos: boolean;
                                shareUpcomingVisits: boolean;
                            };
                        };
                    };
                };
                /** @description LINK_CODE_INVALID: 코드가 맞지 않거나 10분이 지났어요. 어르신께 새 코드를 받아 다시 입력해주세요. / VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALREADY_LINKED: 이미 연결된 어르신이에요. / TOO_MANY_GUARDIANS: 가족은 5명까지 연결할 수 있어요. 연결을 하나 끊은 뒤 다시 시도해주세요. / TOO_MANY_PEOPLE: 어르신은 10분까지 연결할 수 있어요. 연결을 하나 끊은 뒤 다시 시도해주세요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_LINK_ATTEMPTS: 코드를 여러 번 잘못 입력하셨어요. N분 후에 다시 시도해주세요. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 연결된 어르신과 각자 공유하는 항목 (먼저 연결한 순, 최대 10분) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            people: {
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                                elderlyId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                linkedAt: string;
                                name: string;
                                sharing: {
                                    shareCrisisAlerts: boolean;
                                    shareEmotionChart: boolean;
                                    sharePastVisits: boolean;
                                    shareReviewPhotos: boolean;
                                    shareUpcomingVisits: boolean;
                                };
                            }[];
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 연결된 어르신 한 분: 이름과 공유 항목 (화면에 무엇을 보여줄지) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderlyId: number;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            linkedAt: string;
                            name: string;
                            sharing: {
                                shareCrisisAlerts: boolean;
                                shareEmotionChart: boolean;
                                sharePastVisits: boolean;
                                shareReviewPhotos: boolean;
                                shareUpcomingVisits: boolean;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** 어르신과의 연결 끊기 */
        delete: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/people/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 위기 알림 (최근 순, 최대 50): 종류, 그 한 문장, 사회복지사의 확인과 조치. 공유 꺼짐: 403 NOT_SHARED */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                acknowledgedAt: string | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                closedAt: string | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                createdAt: string;
                                id: number;
                                /** @description SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것) */
                                kind: string;
                                /** @description 한국어 이름 (@ieum/domain crisisKindLabel) */
                                kindLabel: string;
                                /** @description 알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음) */
                                message: string;
                                /**
                                 * @description CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보
                                 * @enum {string|null}
                                 */
                                outcome: "CALLED" | "VISITED" | "EMERGENCY_119" | "FALSE_ALARM" | null;
                                outcomeLabel: string | null;
                                /** @enum {string} */
                                status: "OPEN" | "ACKNOWLEDGED" | "CLOSED";
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_SHARED: 어르신이 이 정보를 가족과 공유하지 않으셨어요. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/people/{id}/emotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지난달(서울) 마음 그래프: 감정별 퍼센트만 (대화 내용은 없음). 공유 꺼짐: 403 NOT_SHARED */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            month: string;
                            /** @description 감정 -> 퍼센트 (합 100, 자료가 없으면 {}) */
                            sentimentPercentages: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_SHARED: 어르신이 이 정보를 가족과 공유하지 않으셨어요. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/people/{id}/visits/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지난 봉사와 후기 (최근 순, 최대 30). 사진은 사진 공유가 켜진 경우만. 공유 꺼짐: 403 NOT_SHARED */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            photosShared: boolean;
                            visits: {
                                matchingId: number;
                                /** @description 어르신이 준 별점 1~5, 없으면 null */
                                rating: number | null;
                                review: {
                                    content: string;
                                    /** @description 어르신이 사진 공유를 끈 경우 빈 배열 */
                                    imageUrls: string[];
                                    /**
                                     * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                     * @example 2026-12-01T14:30:00
                                     */
                                    writtenAt: string;
                                } | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @enum {string} */
                                status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                /** @description 봉사자가 정해지기 전이면 null */
                                volunteerName: string | null;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_SHARED: 어르신이 이 정보를 가족과 공유하지 않으셨어요. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guardian/people/{id}/visits/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 다가오는 봉사 (시작이 가까운 순, 취소된 것 제외). 공유 꺼짐: 403 NOT_SHARED */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            visits: {
                                matchingId: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                /** @enum {string} */
                                status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                                /**
                                 * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                                 * @enum {string}
                                 */
                                type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                                /** @description 봉사자가 정해지기 전이면 null */
                                volunteerName: string | null;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_SHARED: 어르신이 이 정보를 가족과 공유하지 않으셨어요. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PERSON_NOT_FOUND: 어르신 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 서버와 데이터베이스 상태 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "DATABASE_UNAVAILABLE";
                            /** @enum {string} */
                            database: "error";
                            message: string;
                            /** @enum {string} */
                            status: "error";
                        } | {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 로그인 (쿼리 문자열). POST /api/login 과 같음 */
        get: {
            parameters: {
                query: {
                    /** @description 푸시 토큰 또는 Web Push 구독 JSON */
                    fcmToken?: string;
                    password: string;
                    username: string;
                    /** @description volunteer, elderly, guardian, staff (대소문자 무관) */
                    userType?: "volunteer" | "elderly" | "guardian" | "staff";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 약 1시간 유효한 액세스 토큰 (Bearer) */
                            accessToken: string;
                            address: {
                                detail: string;
                                /** @enum {string} */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            };
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            /** @description 약 30일 유효, 한 번 쓰면 새 토큰으로 교체됨 */
                            refreshToken: string;
                            /** @enum {string} */
                            userType: "volunteer" | "elderly" | "guardian" | "staff";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description LOGIN_FAILED: 아이디 또는 비밀번호 오류, WRONG_USER_TYPE: 다른 역할의 계정 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ACCOUNT_DISABLED: 운영 명령으로 사용이 중지된 사회복지사 계정 (비밀번호가 맞은 뒤에만) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 메시지에 기다릴 분 수, Retry-After 헤더에 초 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 로그인 (JSON 본문). 기기 쿠키 ieum_device 를 설정 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 푸시 토큰 또는 Web Push 구독 JSON */
                        fcmToken?: string;
                        password: string;
                        username: string;
                        /**
                         * @description volunteer, elderly, guardian, staff (대소문자 무관)
                         * @enum {string}
                         */
                        userType?: "volunteer" | "elderly" | "guardian" | "staff";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 약 1시간 유효한 액세스 토큰 (Bearer) */
                            accessToken: string;
                            address: {
                                detail: string;
                                /** @enum {string} */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            };
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            /** @description 약 30일 유효, 한 번 쓰면 새 토큰으로 교체됨 */
                            refreshToken: string;
                            /** @enum {string} */
                            userType: "volunteer" | "elderly" | "guardian" | "staff";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description LOGIN_FAILED: 아이디 또는 비밀번호 오류, WRONG_USER_TYPE: 다른 역할의 계정 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ACCOUNT_DISABLED: 운영 명령으로 사용이 중지된 사회복지사 계정 (비밀번호가 맞은 뒤에만) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 메시지에 기다릴 분 수, Retry-After 헤더에 초 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web Push 구독에 쓰는 서버 공개키 (VAPID, applicationServerKey) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description base64url, 65바이트 P-256 공개키 */
                            publicKey: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recovery/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀번호 재설정: 아이디 + 인증을 마친 휴대폰 번호 + 새 비밀번호. 인증은 사용되어 없어지고, 이 계정의 모든 세션이 종료됨 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 8~100자 */
                        password: string;
                        /**
                         * @description +8210 으로 시작하는 번호 (010 형식도 받음)
                         * @example +821012345678
                         */
                        phoneNumber: string;
                        /** @description 인증번호 확인(GET /api/auth)이 돌려준 verificationToken. 브라우저는 쿠키로 보내므로 생략 가능 */
                        phoneVerificationToken?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            reset: true;
                        };
                    };
                };
                /** @description PHONE_NOT_VERIFIED (이 기기에서 이 번호의 인증번호 확인을 먼저), VALIDATION_FAILED, INVALID_PHONE_NUMBER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ACCOUNT_NOT_FOUND: 인증을 마친 뒤에만 답함 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 기기별 한도, 메시지에 기다릴 분 수 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recovery/username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 아이디 찾기: 이름 + 인증을 마친 휴대폰 번호 -> 가린 아이디 (역할마다 하나) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * @description +8210 으로 시작하는 번호 (010 형식도 받음)
                         * @example +821012345678
                         */
                        phoneNumber: string;
                        /** @description 인증번호 확인(GET /api/auth)이 돌려준 verificationToken. 브라우저는 쿠키로 보내므로 생략 가능 */
                        phoneVerificationToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                /** @description 카카오로 가입한 계정: 카카오로 시작하기로 로그인 */
                                kakao: boolean;
                                /** @description 앞 절반만 보이고 나머지는 * (예: haneu*****) */
                                username: string;
                                /** @enum {string} */
                                userType: "volunteer" | "elderly" | "guardian" | "staff";
                            }[];
                        };
                    };
                };
                /** @description PHONE_NOT_VERIFIED (이 기기에서 이 번호의 인증번호 확인을 먼저), VALIDATION_FAILED, INVALID_PHONE_NUMBER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ACCOUNT_NOT_FOUND: 인증을 마친 뒤에만 답함 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 기기별 한도, 메시지에 기다릴 분 수 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 후기 목록, 최신 순 (봉사자: 내가 쓴 후기, 이용자: 내 봉사에 대한 후기) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            districtType: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderlyName: string;
                            reviewId: number;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                             * @enum {string}
                             */
                            type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                        }[];
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 후기 작성 (배정된 봉사자, 어르신이 완료 표시한 REVIEWING 봉사만, 사진 1장 이상): COMPLETED, 봉사 시간 +3 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        /**
                         * @description GET /api/aws/s3/review/preSigned 로 올린 사진의 주소 (1~10장)
                         * @default []
                         */
                        imageUrls?: string[];
                        /** @description 후기를 쓸 봉사(매칭) id */
                        volunteerActivityId: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviewId: number;
                        };
                    };
                };
                /** @description REVIEW_IMAGE_REQUIRED: 하나 이상의 사진을 첨부해주세요. / INVALID_IMAGE_URL: 이 서비스에 업로드한 사진만 첨부할 수 있어요. 사진을 다시 올려주세요. / VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description REVIEW_NOT_ALLOWED: 어르신이 봉사 완료를 확인하신 뒤에 후기를 작성할 수 있어요. / REVIEW_ALREADY_WRITTEN: 이미 후기를 작성한 봉사입니다. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 후기 상세 (쓴 봉사자와 그 봉사의 이용자만) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            districtType: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderlyName: string;
                            imageUrls: string[];
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                             * @enum {string}
                             */
                            volunteerType: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_REVIEW: 본인의 후기만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description REVIEW_NOT_FOUND: 후기를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sentimentAnalysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 지난달(서울 기준) 감정 분석
         * @description 지난 달력 월(Asia/Seoul)의 이용자 메시지 감정 비율. 정수 퍼센트, 합계 100 (최대 나머지 방식). 자료가 없으면 sentimentPercentages {} 와 feedback ''. 월마다 한 번 계산해 저장합니다. 감정: 기쁨, 평온, 설렘, 슬픔, 외로움, 불안, 분노
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chatBotName: string;
                            feedback: string;
                            /** @example 2026-10 */
                            month: string;
                            sentimentPercentages: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 올린 사진 (로컬 저장소). 키는 바뀌지 않으므로 오래 캐시됨. 없으면 404 IMAGE_NOT_FOUND */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** 서명된 업로드 주소로 사진 저장 (preSigned 응답의 preSignedUrl). 본문은 파일, Content-Type 은 이미지 형식 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string;
                            key: string;
                        };
                    };
                };
                /** @description UPLOAD_URL_INVALID, UPLOAD_URL_EXPIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description UPLOAD_EXISTS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description IMAGE_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description UNSUPPORTED_IMAGE_TYPE, NOT_AN_IMAGE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 프로필 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 사회복지사는 첫 담당 구 */
                            address: {
                                detail: string;
                                /** @enum {string} */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            };
                            /** @description 만 나이 (생년월일이 있으면 오늘 기준으로 계산) */
                            age: number | null;
                            /** @description 봉사자만 (자기소개) */
                            bio?: string;
                            /** @description YYYY-MM-DD, 모르면 null (생년월일 없이 가입한 계정) */
                            birthDate: string | null;
                            /**
                             * @description 사회복지사 계정(운영 명령으로 만듦)은 null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            username: string;
                            /** @enum {string} */
                            userType: "volunteer" | "elderly" | "guardian" | "staff";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        /** 프로필 수정 (보낸 항목만). 아이디, 역할, 비밀번호는 바뀌지 않음 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: {
                            detail?: string;
                            /** @enum {string} */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                        };
                        age?: number;
                        /** @description 봉사자만, 100자 이하. 이용자는 비워 둠 */
                        bio?: string | null;
                        /**
                         * @description 생년월일 YYYY-MM-DD (서울 기준 만 나이가 age 를 대신함)
                         * @example 1948-09-03
                         */
                        birthDate?: string;
                        /** @enum {string} */
                        gender?: "male" | "female";
                        name?: string;
                        /** @description 바꿀 때는 인증을 마친 번호 */
                        phone?: string;
                        /** @description 인증번호 확인(GET /api/auth)이 돌려준 verificationToken. 브라우저는 쿠키로 보내므로 생략 가능 */
                        phoneVerificationToken?: string;
                        /** @description 업로드 후 받은 imageUrl, 지우려면 null 또는 빈 문자열 */
                        profileImage?: string | null;
                        /**
                         * @description volunteer, elderly, guardian(가족) (대소문자 무관). staff 는 가입 불가 (403 SIGNUP_NOT_ALLOWED)
                         * @enum {string}
                         */
                        userType?: "volunteer" | "elderly" | "guardian" | "staff";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 사회복지사는 첫 담당 구 */
                            address: {
                                detail: string;
                                /** @enum {string} */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            };
                            /** @description 만 나이 (생년월일이 있으면 오늘 기준으로 계산) */
                            age: number | null;
                            /** @description 봉사자만 (자기소개) */
                            bio?: string;
                            /** @description YYYY-MM-DD, 모르면 null (생년월일 없이 가입한 계정) */
                            birthDate: string | null;
                            /**
                             * @description 사회복지사 계정(운영 명령으로 만듦)은 null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            username: string;
                            /** @enum {string} */
                            userType: "volunteer" | "elderly" | "guardian" | "staff";
                        };
                    };
                };
                /** @description VALIDATION_FAILED, PHONE_NOT_VERIFIED, BIO_VOLUNTEER_ONLY, INVALID_IMAGE_URL */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PHONE_ALREADY_REGISTERED: 같은 역할의 다른 계정이 쓰는 번호 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        /** 회원가입. 휴대폰은 이 기기에서 인증번호 확인(GET /api/auth)을 마친 번호여야 함. 번호 하나에 역할별로 계정 하나 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: {
                            detail?: string;
                            /** @enum {string} */
                            district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                        };
                        /**
                         * @description 만 나이 (birthDate 가 있으면 그것으로 계산)
                         * @example 30
                         */
                        age: number;
                        /** @description 봉사자만, 100자 이하. 이용자는 비워 둠 */
                        bio?: string | null;
                        /**
                         * @description 생년월일 YYYY-MM-DD (서울 기준 만 나이가 age 를 대신함)
                         * @example 1948-09-03
                         */
                        birthDate?: string;
                        /** @enum {string} */
                        gender: "male" | "female";
                        /** @description 카카오 로그인 후 /roleselect 로 받은 값. 있으면 카카오 계정을 연결 */
                        kakaoTicket?: string | null;
                        name: string;
                        /** @description 8~100자 */
                        password: string;
                        /**
                         * @description 010 형식, 인증을 마친 번호
                         * @example 01012345678
                         */
                        phone: string;
                        /** @description 푸시 토큰 또는 Web Push 구독 JSON (없으면 빈 문자열). 인증번호가 아님 */
                        phoneCode?: string | null;
                        /** @description 인증번호 확인(GET /api/auth)이 돌려준 verificationToken. 브라우저는 쿠키로 보내므로 생략 가능 */
                        phoneVerificationToken?: string;
                        /**
                         * @description 4~30자 영문, 숫자, _ . - (대소문자 구분 없이 중복 확인)
                         * @example haneul_kim
                         */
                        username: string;
                        /**
                         * @description volunteer, elderly, guardian(가족) (대소문자 무관). staff 는 가입 불가 (403 SIGNUP_NOT_ALLOWED)
                         * @enum {string}
                         */
                        userType?: "volunteer" | "elderly" | "guardian" | "staff";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description VALIDATION_FAILED (항목별 메시지), PHONE_NOT_VERIFIED, USERNAME_RESERVED, BIO_VOLUNTEER_ONLY, WEAK_PASSWORD, KAKAO_TICKET_INVALID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description SIGNUP_NOT_ALLOWED: 사회복지사(staff)는 가입할 수 없음 (운영 명령으로만 계정을 만듦) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USERNAME_TAKEN, KAKAO_ALREADY_LINKED, PHONE_ALREADY_REGISTERED (이 번호와 역할의 계정이 이미 있음) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: 기기별 한도 (휴대폰 인증을 마친 가입은 제외) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** 비밀번호 변경. 10분 안에 현재 비밀번호 확인을 마쳤거나 currentPassword 를 함께 보내야 함. 요청한 세션(액세스 토큰의 세션, refreshToken 을 보내면 그 세션도)은 유지, 다른 세션은 모두 종료 */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 현재 비밀번호. 없으면 10분 안에 비밀번호 확인(GET/POST /api/user/password)을 마쳤어야 함 */
                        currentPassword?: string;
                        /** @description 8~100자 */
                        password: string;
                        /** @description 이 기기의 리프레시 토큰 (생략 가능: 액세스 토큰의 세션은 언제나 유지되고, 다른 세션은 종료) */
                        refreshToken?: string;
                        /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                        userType?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            changed: true;
                        };
                    };
                };
                /** @description VALIDATION_FAILED (비밀번호 규칙), WEAK_PASSWORD, SAME_PASSWORD */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description WRONG_PASSWORD (currentPassword 가 틀림) 또는 토큰 만료 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PASSWORD_CHECK_REQUIRED, USER_TYPE_MISMATCH */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 알림 목록 (폴링용, ETag/304 지원)
         * @description 열린 앱이 5초마다 부르는 알림 목록 (최신 순, 최대 50개).
         *     응답마다 ETag 가 붙음. 다음 요청에 If-None-Match 로 그 값을 보내면, 새 알림도 읽음 변화도 없을 때 본문 없는 304 (서버는 알림 행을 읽지 않음).
         *     afterId 를 주면 그보다 새 알림만 돌려줌 (없으면 []).
         */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: 이 id 보다 새 알림만 (없으면 빈 배열) */
                    afterId?: string;
                    limit?: number;
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 알림이 가리키는 봉사 활동(매칭) id; 앱은 이것으로 상세 화면을 엶 */
                            activityId: number | null;
                            body: string;
                            /** @description 위기 알림 id (CARE_ALERT*, FAMILY_ALERT*), 그 밖에는 null */
                            careAlertId: number | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            createdAt: string;
                            /** @description 알림마다 고유한 id (새 알림일수록 큼) */
                            id: number;
                            /**
                             * @description 무슨 일인지: MATCHED 매칭 확정, ELDERLY_CANCELED 어르신이 취소, VOLUNTEER_CANCELED 봉사자가 취소, MARKED_DONE 완료 표시(후기를 써 주세요), REMINDER 1시간 전, WAITING 대기 중, EXPIRED 봉사자 없이 시작 시각이 지남, NO_CHECK_IN 시작 후 60분까지 도착 확인 없음(어르신), VISIT_REVIEWED 확인이 필요한 방문을 사회복지사가 인정 또는 불인정함(봉사자); 돌봄: CARE_LINKED 가족 연결(어르신), CARE_ALERT / CARE_ALERT_ESCALATED / CARE_ALERT_OVERDUE 위기 알림, 10분 확대, 30분 지연(사회복지사), FAMILY_ALERT / FAMILY_ALERT_ESCALATED 위기 알림과 확대(가족)
                             * @enum {string}
                             */
                            kind: "MATCHED" | "ELDERLY_CANCELED" | "VOLUNTEER_CANCELED" | "MARKED_DONE" | "REMINDER" | "WAITING" | "EXPIRED" | "NO_CHECK_IN" | "CARE_LINKED" | "CARE_ALERT" | "CARE_ALERT_ESCALATED" | "CARE_ALERT_OVERDUE" | "FAMILY_ALERT" | "FAMILY_ALERT_ESCALATED" | "VISIT_REVIEWED";
                            /**
                             * @description 읽음 표시한 시각, 안 읽었으면 null
                             * @example 2026-12-01T14:30:00
                             */
                            readAt: string | null;
                            title: string;
                        }[];
                    };
                };
                /** @description 바뀐 것 없음 (본문 없음) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 내 알림을 모두 읽음으로 표시 */
        patch: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 알림 하나를 읽음으로 표시 (내 알림이 아니면 404) */
        patch: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description NOTIFICATION_NOT_FOUND: 알림을 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 현재 비밀번호 확인 (쿼리). 비밀번호가 주소에 남지 않도록 POST 를 권장 */
        get: {
            parameters: {
                query: {
                    password: string;
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description WRONG_PASSWORD: 현재 비밀번호가 올바르지 않습니다. (또는 토큰 만료) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 현재 비밀번호 확인 (JSON 본문) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                        userType?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description WRONG_PASSWORD: 현재 비밀번호가 올바르지 않습니다. (또는 토큰 만료) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/push-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 내 Web Push 구독 저장 (있으면 교체)
         * @description 브라우저의 PushSubscription.toJSON() 을 그대로 보냄: {endpoint, expirationTime, keys:{p256dh, auth}}.
         *     endpoint 는 https 이고 알려진 푸시 서비스(FCM, Mozilla, Apple, WNS) 주소여야 함. 사용자당 하나이며 새로 보내면 바뀜.
         *     저장된 알림마다 이 구독으로 Web Push 가 감 (앱이 닫혀 있어도). 폴링은 그대로 앱 안의 경로.
         */
        put: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subscription: {
                            endpoint: string;
                            expirationTime?: number | null;
                            keys: {
                                auth: string;
                                p256dh: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED, PUSH_SERVICE_NOT_ALLOWED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 내 Web Push 구독 삭제 (없어도 204) */
        delete: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 본문 없음 */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 아이디 중복 확인 (두 역할 통틀어, 대소문자 구분 없음) */
        get: {
            parameters: {
                query: {
                    /** @description 4~30자 영문, 숫자, _ . - (대소문자 구분 없이 중복 확인) */
                    username: string;
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            available: true;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: 아이디 형식, USERNAME_RESERVED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USERNAME_TAKEN: 이미 사용 중인 아이디입니다. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 방문 확인 상태 (그 매칭의 봉사자와 어르신만, 그 밖에는 404). 어르신에게는 방문 코드 포함 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description NONE, REQUESTED (봉사자가 도착했어요를 누름), CONFIRMED
                             * @enum {string}
                             */
                            arrive: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            arrivedAt: string | null;
                            /** @description 어르신에게만: 봉사자가 입력할 방문 코드 4자리 (확인할 단계가 남아 있을 때) */
                            code: string | null;
                            /** @description 인정된 분 (30분 단위 내림, 최대 계획 + 30분) */
                            creditedMinutes: number | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            endTime: string;
                            /** @enum {string} */
                            finish: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            finishedAt: string | null;
                            matchingId: number;
                            /** @description 상대방 이름 (봉사자에게는 어르신, 어르신에게는 봉사자) */
                            otherName: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description OPEN 진행 중, CONFIRMED 양쪽 확인됨 (시간 인정), REVIEW 확인 시간 지남 (담당자 확인 필요, 시간 불인정)
                             * @enum {string}
                             */
                            status: "OPEN" | "CONFIRMED" | "REVIEW";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_FOUND: 방문 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_OPEN: 방문 확인은 봉사 시작 30분 전부터 할 수 있어요. / VISIT_WINDOW_CLOSED: 확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해요. / NOT_ARRIVED: 먼저 도착 확인을 해주세요. / ALREADY_CONFIRMED: 이미 확인된 방문이에요. / NOTHING_TO_CONFIRM: 봉사자님이 아직 도착(또는 마침)을 알리지 않았어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visit/{id}/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 봉사자: 도착했어요 / 마쳤어요 (어르신 확인을 기다림) */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                    /** @description arrive 도착, finish 마침 */
                    step: "arrive" | "finish";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description NONE, REQUESTED (봉사자가 도착했어요를 누름), CONFIRMED
                             * @enum {string}
                             */
                            arrive: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            arrivedAt: string | null;
                            /** @description 어르신에게만: 봉사자가 입력할 방문 코드 4자리 (확인할 단계가 남아 있을 때) */
                            code: string | null;
                            /** @description 인정된 분 (30분 단위 내림, 최대 계획 + 30분) */
                            creditedMinutes: number | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            endTime: string;
                            /** @enum {string} */
                            finish: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            finishedAt: string | null;
                            matchingId: number;
                            /** @description 상대방 이름 (봉사자에게는 어르신, 어르신에게는 봉사자) */
                            otherName: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description OPEN 진행 중, CONFIRMED 양쪽 확인됨 (시간 인정), REVIEW 확인 시간 지남 (담당자 확인 필요, 시간 불인정)
                             * @enum {string}
                             */
                            status: "OPEN" | "CONFIRMED" | "REVIEW";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_FOUND: 방문 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_OPEN: 방문 확인은 봉사 시작 30분 전부터 할 수 있어요. / VISIT_WINDOW_CLOSED: 확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해요. / NOT_ARRIVED: 먼저 도착 확인을 해주세요. / ALREADY_CONFIRMED: 이미 확인된 방문이에요. / NOTHING_TO_CONFIRM: 봉사자님이 아직 도착(또는 마침)을 알리지 않았어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visit/{id}/{step}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 봉사자: 어르신 화면의 방문 코드 4자리로 도착/마침 확인. 틀린 코드는 방문마다 5회/30분, 넘으면 429 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                    /** @description arrive 도착, finish 마침 */
                    step: "arrive" | "finish";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description NONE, REQUESTED (봉사자가 도착했어요를 누름), CONFIRMED
                             * @enum {string}
                             */
                            arrive: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            arrivedAt: string | null;
                            /** @description 어르신에게만: 봉사자가 입력할 방문 코드 4자리 (확인할 단계가 남아 있을 때) */
                            code: string | null;
                            /** @description 인정된 분 (30분 단위 내림, 최대 계획 + 30분) */
                            creditedMinutes: number | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            endTime: string;
                            /** @enum {string} */
                            finish: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            finishedAt: string | null;
                            matchingId: number;
                            /** @description 상대방 이름 (봉사자에게는 어르신, 어르신에게는 봉사자) */
                            otherName: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description OPEN 진행 중, CONFIRMED 양쪽 확인됨 (시간 인정), REVIEW 확인 시간 지남 (담당자 확인 필요, 시간 불인정)
                             * @enum {string}
                             */
                            status: "OPEN" | "CONFIRMED" | "REVIEW";
                        };
                    };
                };
                /** @description VALIDATION_FAILED / WRONG_VISIT_CODE: 방문 코드가 맞지 않아요. 어르신 화면의 숫자 4자리를 다시 확인해주세요. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_FOUND: 방문 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_OPEN: 방문 확인은 봉사 시작 30분 전부터 할 수 있어요. / VISIT_WINDOW_CLOSED: 확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해요. / NOT_ARRIVED: 먼저 도착 확인을 해주세요. / ALREADY_CONFIRMED: 이미 확인된 방문이에요. / NOTHING_TO_CONFIRM: 봉사자님이 아직 도착(또는 마침)을 알리지 않았어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS (Retry-After 초) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visit/{id}/{step}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 어르신: 네, 오셨어요 / 네, 마쳤어요 (봉사자가 먼저 알린 뒤). 마침이 확인되면 봉사 완료로 표시 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                    /** @description arrive 도착, finish 마침 */
                    step: "arrive" | "finish";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description NONE, REQUESTED (봉사자가 도착했어요를 누름), CONFIRMED
                             * @enum {string}
                             */
                            arrive: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            arrivedAt: string | null;
                            /** @description 어르신에게만: 봉사자가 입력할 방문 코드 4자리 (확인할 단계가 남아 있을 때) */
                            code: string | null;
                            /** @description 인정된 분 (30분 단위 내림, 최대 계획 + 30분) */
                            creditedMinutes: number | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            endTime: string;
                            /** @enum {string} */
                            finish: "NONE" | "REQUESTED" | "CONFIRMED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            finishedAt: string | null;
                            matchingId: number;
                            /** @description 상대방 이름 (봉사자에게는 어르신, 어르신에게는 봉사자) */
                            otherName: string;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description OPEN 진행 중, CONFIRMED 양쪽 확인됨 (시간 인정), REVIEW 확인 시간 지남 (담당자 확인 필요, 시간 불인정)
                             * @enum {string}
                             */
                            status: "OPEN" | "CONFIRMED" | "REVIEW";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_FOUND: 방문 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_OPEN: 방문 확인은 봉사 시작 30분 전부터 할 수 있어요. / VISIT_WINDOW_CLOSED: 확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해요. / NOT_ARRIVED: 먼저 도착 확인을 해주세요. / ALREADY_CONFIRMED: 이미 확인된 방문이에요. / NOTHING_TO_CONFIRM: 봉사자님이 아직 도착(또는 마침)을 알리지 않았어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visit/{id}/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 도움이 필요해요 (방문 중, 봉사자나 어르신): 구의 사회복지사에게 위기 알림. 10분 안에 다시 누르면 alerted false */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerted: boolean;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_FOUND: 방문 정보를 찾을 수 없어요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description VISIT_NOT_OPEN: 방문 확인은 봉사 시작 30분 전부터 할 수 있어요. / VISIT_WINDOW_CLOSED: 확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해요. / NOT_ARRIVED: 먼저 도착 확인을 해주세요. / ALREADY_CONFIRMED: 이미 확인된 방문이에요. / NOTHING_TO_CONFIRM: 봉사자님이 아직 도착(또는 마침)을 알리지 않았어요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사자 홈: 내 정보, 주간 가능 시간, 오늘의 매칭 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availableTimes: {
                                /** @enum {string} */
                                dayOfWeek: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                                /**
                                 * @description HH:mm, 30분 단위. 봉사 가능 시간은 [time, time + 3시간)
                                 * @example 14:00
                                 */
                                time: string;
                            }[];
                            /** @description 저장된 봉사 유형 비트마스크 (없으면 0) */
                            category: number;
                            /** @description 오늘(서울) 봉사. 배정된 봉사가 있으면 저장된 상태, 없고 오늘 요일에 가능 시간이 있으면 NOT_MATCHING (matchingId, otherName null), 둘 다 없으면 null */
                            currentMatching: {
                                matchingId: number | null;
                                /** @description 어르신 이름 */
                                otherName: string | null;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string | null;
                                /** @enum {string} */
                                status: "PROGRESS" | "REVIEWING" | "COMPLETED" | "NOT_MATCHING";
                            } | null;
                            volunteerInfo: {
                                name: string;
                                phone: string;
                                profileImage: string | null;
                                /** @description 이용자들이 준 별점 평균 (1~5, 소수 한 자리). 평가가 없으면 null */
                                ratingAverage: number | null;
                                /** @description 받은 평가 수 */
                                ratingCount: number;
                                /** @description 완료한 봉사 1건당 3시간 */
                                volunteerHours: number;
                            };
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_NOT_FOUND: 사용자 정보를 찾을 수 없습니다. 다시 로그인해주세요. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 나의 봉사 시간: 양쪽이 확인한 방문 (최근 순)과 합계 */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 확인 시간이 지나 담당자 확인이 필요한 방문 수 (시간에 포함 안 됨) */
                            reviewCount: number;
                            totalHours: number;
                            totalMinutes: number;
                            visits: {
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                arrivedAt: string;
                                districtType: string;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                finishedAt: string;
                                matchingId: number;
                                minutes: number;
                                /**
                                 * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                                 * @example 2026-12-01T14:30:00
                                 */
                                startTime: string;
                                type: string;
                            }[];
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer/hours/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 봉사활동 확인서 PDF 발급 (새 확인 코드, X-Certificate-Code 헤더) */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PDF (application/pdf, Content-Disposition attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description NO_CONFIRMED_VISITS: 확인된 봉사가 아직 없어요. 방문 확인을 마친 봉사만 확인서에 들어가요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer/hours/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 자원봉사 포털 일괄 등록용 CSV (UTF-8 BOM; 열은 api/README.md, 공식 양식 아님). 확인서 코드 포함 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV 본문 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description NO_CONFIRMED_VISITS: 확인된 봉사가 아직 없어요. 방문 확인을 마친 봉사만 확인서에 들어가요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer/matching/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 배정된 봉사 취소 (시작 전만). 어르신께 알리고 바로 다른 봉사자를 찾음 */
        delete: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description status 는 이 봉사자 입장의 결과: CANCELED */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matchingId: number;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description ALREADY_STARTED: 이미 시작된 봉사는 취소할 수 없어요. / ALREADY_COMPLETED: 이미 완료된 봉사는 취소할 수 없어요. / REQUEST_CLOSED: 이미 취소되었거나 마감된 신청입니다. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer/record-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사자: 내 회보서 확인 상태 (없으면 null) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            decidedAt: string | null;
                            district: string;
                            /** @description 파일이 아직 있음 (확인을 마치면 삭제) */
                            hasDocument: boolean;
                            id: number;
                            /** @enum {string} */
                            status: "PENDING" | "VERIFIED" | "REJECTED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            uploadedAt: string;
                            /** @description 사회복지사가 파일을 연 횟수 (모두 기록됨) */
                            views: number;
                            volunteerId: number;
                            volunteerName: string;
                        } | null;
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        /** 봉사자: 범죄경력 회보서 올리기 (본문이 파일: application/pdf, image/jpeg, image/png, 5MB 이하). 비공개 보관, 확인 후 삭제 */
        put: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            decidedAt: string | null;
                            district: string;
                            /** @description 파일이 아직 있음 (확인을 마치면 삭제) */
                            hasDocument: boolean;
                            id: number;
                            /** @enum {string} */
                            status: "PENDING" | "VERIFIED" | "REJECTED";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            uploadedAt: string;
                            /** @description 사회복지사가 파일을 연 횟수 (모두 기록됨) */
                            views: number;
                            volunteerId: number;
                            volunteerName: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_INVALID_FILE: PDF나 사진(JPG, PNG) 파일을 5MB 이하로 올려주세요. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description RECORD_CHECK_PENDING: 확인을 기다리는 회보서가 이미 있어요. 담당 사회복지사의 확인을 기다려 주세요. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 주간 봉사 가능 시간과 유형 저장 (기존 것을 모두 바꿈). 저장 후 대기 중인 신청 중 맞는 것이 있으면 바로 매칭 */
        post: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 비트마스크: 의료 1, 문화 2, 교육 4, 주거 8 (합) */
                        category: number;
                        schedules: {
                            /** @description MONDAY..SUNDAY (대소문자 무관) */
                            dayOfWeek: string;
                            /** @description HH:mm, 30분 단위 (00:00 ~ 23:30) */
                            time: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availableTimes: {
                                /** @enum {string} */
                                dayOfWeek: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                                /**
                                 * @description HH:mm, 30분 단위. 봉사 가능 시간은 [time, time + 3시간)
                                 * @example 14:00
                                 */
                                time: string;
                            }[];
                            category: number;
                        };
                    };
                };
                /** @description SCHEDULE_DAY_REQUIRED: 요일을 선택해주세요. / SCHEDULE_CATEGORY_REQUIRED: 봉사 유형을 선택해주세요. / SCHEDULE_INVALID_TIME: 시간은 30분 단위(예: 14:00, 14:30)로 선택해주세요. / SCHEDULE_DUPLICATE_DAY: 요일마다 시작 시간은 하나만 선택할 수 있어요. / VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteerActivity/matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 봉사자의 앞으로의 매칭 목록 (가까운 순) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            districtType: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderlyName: string;
                            id: number;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                             * @enum {string}
                             */
                            type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                        }[];
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteerActivity/matching/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매칭 상세 (배정된 봉사자만) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addDescription: string;
                            address: {
                                detail: string;
                                /**
                                 * @description 구 코드 (예: GANGNAM = 강남구)
                                 * @enum {string}
                                 */
                                district: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            };
                            /** @enum {string} */
                            animalType: "dog" | "cat" | "etc" | "none";
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            districtType: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            elderlyName: string;
                            /** @description 어르신 전화번호: 봉사 시작 48시간 전부터 끝날 때까지 전체 번호, 그 밖에는 가운데를 가림 (010-****-1234) */
                            elderlyPhone: string;
                            /** @description elderlyPhone 이 가려져 있으면 true */
                            elderlyPhoneMasked: boolean;
                            id: number;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                            /**
                             * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                             * @enum {string}
                             */
                            type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteerActivity/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이용자의 앞으로의 신청 목록 (매칭된 것 먼저, 그다음 시간 순) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 구 코드 (예: GANGNAM = 강남구)
                             * @enum {string}
                             */
                            districtType: "GANGNAM" | "GANGDONG" | "GANGBUK" | "GANGSEO" | "GWANAK" | "GWANGJIN" | "GURO" | "GEUMCHEON" | "NOWON" | "DOBONG" | "DONGDAEMUN" | "DONGJAK" | "MAPO" | "SEODAEMUN" | "SEOCHO" | "SEONGDONG" | "SEONGBUK" | "SONGPA" | "YANGCHEON" | "YEONGDEUNGPO" | "YONGSAN" | "EUNPYEONG" | "JONGNO";
                            id: number;
                            /**
                             * @description form 신청서, chat AI 친구와 대화로 신청
                             * @enum {string}
                             */
                            requestedIn: "form" | "chat";
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            time: string;
                            /**
                             * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                             * @enum {string}
                             */
                            type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                            /** @description 아직 매칭 전이면 null */
                            volunteerName: string | null;
                        }[];
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteerActivity/registration/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 신청 상세 (신청한 이용자만) */
        get: {
            parameters: {
                query?: {
                    /** @description 선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403 */
                    userType?: string;
                };
                header?: never;
                path: {
                    /** @description 숫자 id */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addDescription: string;
                            /** @enum {string} */
                            animalType: "dog" | "cat" | "etc" | "none";
                            id: number;
                            /** @description 배정된 봉사자, 없으면 null */
                            matchedUserInfo: {
                                /** @description 봉사 시작 48시간 전부터 끝날 때까지 전체 번호, 그 밖에는 가운데를 가림 (010-****-1234) */
                                phone: string;
                                /** @description phone 이 가려져 있으면 true */
                                phoneMasked: boolean;
                                profileImage: string | null;
                                /** @description 봉사 시간 */
                                volunteerActivityTime: number;
                                volunteerName: string;
                            } | null;
                            /** @description 이 봉사에 이용자가 준 별점 (없으면 null) */
                            myRating: {
                                comment: string;
                                score: number;
                            } | null;
                            /**
                             * @description 서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)
                             * @example 2026-12-01T14:30:00
                             */
                            startTime: string;
                            /**
                             * @description MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감
                             * @enum {string}
                             */
                            status: "MATCHING" | "PROGRESS" | "REVIEWING" | "COMPLETED" | "CANCELED";
                            /**
                             * @description HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육
                             * @enum {string}
                             */
                            type: "HEALTH" | "CULTURE" | "EDUCATION" | "HOUSING";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description USER_TYPE_MISMATCH: 접근 권한이 없습니다. / NOT_YOUR_MATCHING: 본인의 매칭 내역만 확인할 수 있습니다. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
                /** @description MATCHING_NOT_FOUND: 매칭 정보를 찾을 수 없습니다. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 안정된 오류 코드 (예: VALIDATION_FAILED) */
                            code: string;
                            /** @description 사용자에게 보여줄 한국어 메시지 */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

// GENERATED from the AI host's OpenAPI document (GET /docs/json on the AI host) by openapi-typescript.
// Do not edit. After changing a chat route's schema, run `npm run generate:api-types` and commit the
// result; the AI host's tests fail while this file is out of date. Use the Ai* helpers in ./index.ts.

export interface paths {
    "/audio/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 답변 음성 (MP3). 이름이 곧 권한이고, 토큰을 보내면 그 주인의 음성만. 아직 만드는 중이면 기다렸다가 보냄 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description audio/mpeg */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
    "/chat/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 대화 기록 (오래된 것부터) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
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
                            data: {
                                messages: {
                                    audioPath: string | null;
                                    createdAt: string;
                                    id: number;
                                    /** @enum {string} */
                                    sender: "user" | "ai";
                                    text: string;
                                }[];
                            };
                            /** @enum {string} */
                            status: "success";
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 어르신의 말에 AI 말벗이 답함 (글과 음성 경로, 감정, 위험 신호). 말과 답은 함께 저장 */
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
                        text: string;
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
                            data: {
                                response: {
                                    audio_path: string | null;
                                    createdAt: string;
                                    /** @enum {string} */
                                    emotion: "기쁨" | "평온" | "설렘" | "슬픔" | "외로움" | "불안" | "분노";
                                    id: number;
                                    risk: {
                                        /** @enum {string|null} */
                                        kind: "SUICIDE" | "SELF_HARM" | "BURDEN" | "FAREWELL" | "ACUTE_ILLNESS" | "FALL" | "NOT_EATING" | "MEDICATION" | null;
                                        /** @enum {string} */
                                        level: "none" | "concern" | "crisis";
                                    };
                                    suggestion?: {
                                        /** @enum {string} */
                                        kind: "REQUEST_VISIT";
                                        text: string;
                                    };
                                    text: string;
                                };
                            };
                            /** @enum {string} */
                            status: "success";
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 살아 있으면 200 (API도 데이터베이스도 필요 없음) */
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
                            status: "ok";
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
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 액세스 토큰의 주인 (API가 발급한 토큰을 이 호스트도 받는지 확인) */
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

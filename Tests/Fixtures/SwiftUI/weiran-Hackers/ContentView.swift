//
//  ContentView.swift
//  Hackers
//
//  Copyright © 2025 Weiran Zhang. All rights reserved.
//

import Authentication
import Comments
import DesignSystem
import Domain
import Feed
import Settings
import Shared
import SwiftUI
import UIKit
import Foundation

@MainActor
struct MainContentView: View {
    @Environment(NavigationStore.self) private var navigationStore
    @Environment(SessionService.self) private var sessionService
    @Environment(ToastPresenter.self) private var toastPresenter
    private let whatsNewCoordinator: WhatsNewCoordinator
    @State private var settingsViewModel = SettingsViewModel()
    @State private var feedViewModel = FeedViewModel()
    @State private var showWhatsNew = false
    private var navigationPathBinding: Binding<NavigationPath> {
        Binding(
            get: { navigationStore.path },
            set: { navigationStore.path = $0 }
        )
    }
    private var detailPathBinding: Binding<[NavigationDetailDestination]> {
        Binding(
            get: { navigationStore.detailPath },
            set: { navigationStore.detailPath = $0 }
        )
    }
    private var showingLoginBinding: Binding<Bool> {
        Binding(
            get: { navigationStore.showingLogin },
            set: { navigationStore.showingLogin = $0 }
        )
    }
    private var showingSettingsBinding: Binding<Bool> {
        Binding(
            get: { navigationStore.showingSettings },
            set: { navigationStore.showingSettings = $0 }
        )
    }
    private var isPresentingModal: Bool {
        navigationStore.showingLogin || navigationStore.showingSettings || showWhatsNew
    }
    private var isPadLayout: Bool {
        #if targetEnvironment(macCatalyst)
        return true
        #else
        return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
        #endif
    }

    init(container: DependencyContainer = .shared) {
        whatsNewCoordinator = WhatsNewCoordinator(
            whatsNewUseCase: container.getWhatsNewUseCase()
        )
    }

    var body: some View {
        Group {
            if isPadLayout {
                AdaptiveSplitView(feedViewModel: feedViewModel, settingsViewModel: settingsViewModel)
            } else {
                NavigationStack(path: navigationPathBinding) {
                    FeedView<NavigationStore>(
                        viewModel: feedViewModel,
                        isSidebar: false
                    )
                    .navigationDestination(for: NavigationDestination.self) { destination in
                        switch destination {
                        case let .comments(postID):
                            let initialPost: Post? = {
                                guard navigationStore.selectedPost?.id == postID else { return nil }
                                return navigationStore.selectedPost
                            }()
                            CommentsView<NavigationStore>(postID: postID, initialPost: initialPost)
                        case let .postBrowser(post, presentation):
                            PostLinkBrowserView(post: post, presentation: presentation)
                        case .settings:
                            SettingsView(
                                viewModel: settingsViewModel,
                                isAuthenticated: sessionService.authenticationState == .authenticated,
                                currentUsername: sessionService.username,
                                onLogin: { username, password in
                                    _ = try await sessionService.authenticate(username: username, password: password)
                                },
                                onLogout: {
                                    sessionService.unauthenticate()
                                },
                                onWhatsNewDismiss: {
                                    whatsNewCoordinator.markWhatsNewShown()
                                }
                            )
                        }
                    }
                }
            }
        }
        .textScaling(for: settingsViewModel.textSize)
        .buttonStyle(AppDefaultButtonStyle())
        .accentColor(.accentColor)
        .toastOverlay(toastPresenter, isActive: !isPresentingModal)
        .sheet(isPresented: showingLoginBinding) {
            LoginView(
                isAuthenticated: sessionService.authenticationState == .authenticated,
                currentUsername: sessionService.username,
                onLogin: { username, password in
                    _ = try await sessionService.authenticate(username: username, password: password)
                },
                onLogout: {
                    sessionService.unauthenticate()
                },
                textSize: settingsViewModel.textSize
            )
            .textScaling(for: settingsViewModel.textSize)
                .toastOverlay(toastPresenter)
        }
        .sheet(isPresented: showingSettingsBinding) {
            SettingsView(
                viewModel: settingsViewModel,
                isAuthenticated: sessionService.authenticationState == .authenticated,
                currentUsername: sessionService.username,
                onLogin: { username, password in
                    _ = try await sessionService.authenticate(username: username, password: password)
                },
                onLogout: {
                    sessionService.unauthenticate()
                },
                onWhatsNewDismiss: {
                    whatsNewCoordinator.markWhatsNewShown()
                }
            )
            .textScaling(for: settingsViewModel.textSize)
            .toastOverlay(toastPresenter)
        }
        .sheet(isPresented: $showWhatsNew) {
            whatsNewCoordinator
                .makeWhatsNewView {
                    showWhatsNew = false
                }
                .textScaling(for: settingsViewModel.textSize)
                .toastOverlay(toastPresenter)
        }
        .task {
            if whatsNewCoordinator.shouldShowWhatsNew() {
                showWhatsNew = true
            }
        }
    }
}

struct AdaptiveSplitView: View {
    @Environment(NavigationStore.self) private var navigationStore
    @Environment(SessionService.self) private var sessionService
    let feedViewModel: FeedViewModel
    @State var settingsViewModel: SettingsViewModel
    private var detailPathBinding: Binding<[NavigationDetailDestination]> {
        Binding(
            get: { navigationStore.detailPath },
            set: { navigationStore.detailPath = $0 }
        )
    }

    var body: some View {
        NavigationSplitView {
            // Sidebar - FeedView
            FeedView<NavigationStore>(
                viewModel: feedViewModel,
                isSidebar: true
            )
            .navigationSplitViewColumnWidth(min: 320, ideal: 375, max: 400)
        } detail: {
            // Detail - CommentsView or empty state
            NavigationStack(path: detailPathBinding) {
                if let selectedPost = navigationStore.selectedPost,
                   let browserPresentation = navigationStore.selectedPostLinkPresentation {
                    PostLinkBrowserView(post: selectedPost, presentation: browserPresentation)
                        .id("browser-\(selectedPost.id)")
                } else if let embeddedURL = navigationStore.embeddedBrowserURL {
                    EmbeddedWebView(url: embeddedURL,
                                    onDismiss: { navigationStore.dismissEmbeddedBrowser() },
                                    showsCloseButton: true)
                        .id(embeddedURL.absoluteString)
                } else if let selectedPost = navigationStore.selectedPost {
                    CommentsView<NavigationStore>(postID: selectedPost.id, initialPost: selectedPost)
                        .id(selectedPost.id) // Add id to force re-render when post changes
                } else if let selectedPostId = navigationStore.selectedPostId {
                    CommentsView<NavigationStore>(postID: selectedPostId, initialPost: nil)
                        .id(selectedPostId)
                } else {
                    EmptyDetailView()
                }
            }
            .navigationDestination(for: NavigationDetailDestination.self) { destination in
                switch destination {
                case let .web(url):
                    EmbeddedWebView(url: url,
                                    onDismiss: { navigationStore.dismissEmbeddedBrowser() },
                                    showsCloseButton: false)
                }
            }
        }
        .textScaling(for: settingsViewModel.textSize)
    }
}

struct EmptyDetailView: View {
    var body: some View {
        ContentUnavailableView {
            Label("Select a Post", systemImage: "doc.text")
        } description: {
            Text("Choose a post from the sidebar to view its comments and details")
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}
